--TEST--
$a[key] op= v on hash arrays compiled in place (string/int keys, numeric string on packed, missing key, shared, reference element, overflow)
--FILE--
<?php
// `$a[key] op= v` on hash arrays compiled in place: string and int keys,
// a numeric string key on a packed array, a missing key (warning), a shared
// array (copy-on-write), a reference element, an int overflow, floats.
function addAll($h, $src) {
  foreach ($src as $k => $v) $h[$k] += $v;
  return $h;
}
function scale(&$h, $keys, $f) {
  foreach ($keys as $k) $h[$k] *= $f;
}
function packedNumStr($a) {
  $s = 0;
  for ($i = 0; $i < 3; $i++) { $a["1"] += 10; $s += $a[1]; }
  return [$a, $s];
}
for ($r = 0; $r < 3; $r++) {
  $h = ["a" => 1, "b" => 2.5, 7 => 3];
  $h = addAll($h, ["a" => 10, "b" => 1, 7 => 5]);
  echo json_encode($h), "\n";
  $copy = $h;
  $h2 = addAll($h, ["a" => 1]);
  echo json_encode($copy), json_encode($h2), "\n";
  $h3 = addAll(["x" => PHP_INT_MAX], ["x" => 1]);
  var_dump($h3["x"]);
  $h4 = @addAll(["p" => 1], ["q" => 2]);
  echo json_encode($h4), "\n";
  $x = 5;
  $h5 = ["r" => 1];
  $h5["r"] = &$x;
  addAll($h5, ["r" => 4]);
  echo $x, "\n";
  $m = ["u" => 2, "v" => 3.5, 9 => 4];
  scale($m, ["u", "v", 9], 3);
  echo json_encode($m), "\n";
  echo json_encode(packedNumStr([1, 2, 3])), "\n";
}
--EXPECT--
{"a":11,"b":3.5,"7":8}
{"a":11,"b":3.5,"7":8}{"a":12,"b":3.5,"7":8}
float(9.223372036854776E+18)
{"p":1,"q":2}
9
{"u":6,"v":10.5,"9":12}
[[1,32,3],66]
{"a":11,"b":3.5,"7":8}
{"a":11,"b":3.5,"7":8}{"a":12,"b":3.5,"7":8}
float(9.223372036854776E+18)
{"p":1,"q":2}
9
{"u":6,"v":10.5,"9":12}
[[1,32,3],66]
{"a":11,"b":3.5,"7":8}
{"a":11,"b":3.5,"7":8}{"a":12,"b":3.5,"7":8}
float(9.223372036854776E+18)
{"p":1,"q":2}
9
{"u":6,"v":10.5,"9":12}
[[1,32,3],66]
