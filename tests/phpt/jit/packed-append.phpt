--TEST--
JIT: $a[] = v on packed arrays (kinds, copy-on-write, after a pop, hash arrays, objects, null and string bases)
--FILE--
<?php
function squares($n) { $r = []; for ($i = 0; $i < $n; $i++) { $r[] = $i * $i; } return $r; }
$s = squares(100); echo count($s), " ", $s[99], " ", array_sum($s), "\n";
function strs($n) { $r = []; for ($i = 0; $i < $n; $i++) { $r[] = "s" . $i; $r[] = 1.5; $r[] = null; $r[] = true; } return $r; }
$x = strs(50); echo count($x), " ", $x[196], " ", implode(",", array_slice($x, 0, 8)), "\n";
function shared($n) { $r = [1, 2]; $copy = $r; for ($i = 0; $i < $n; $i++) { $r[] = $i; if ($i == 3) $copy2 = $r; } return [count($r), count($copy), count($copy2)]; }
var_dump(shared(10));
function popped($n) { $r = [1, 2, 3]; array_pop($r); for ($i = 0; $i < $n; $i++) { $r[] = $i; } return $r; }
var_dump(popped(3));
function hashy($n) { $r = ["a" => 1]; for ($i = 0; $i < $n; $i++) { $r[] = $i; } return $r; }
var_dump(hashy(3));
function objs($n) { $r = []; for ($i = 0; $i < $n; $i++) { $o = new stdClass; $o->i = $i; $r[] = $o; } return $r; }
$o = objs(20); echo count($o), " ", $o[19]->i, "\n";
function nested($n) { $r = []; for ($i = 0; $i < $n; $i++) { $r[] = [$i]; } return $r; }
echo json_encode(nested(4)), "\n";
function notarr($n) { $r = null; for ($i = 0; $i < $n; $i++) { $r[] = $i; } return $r; }
echo json_encode(notarr(5)), "\n";
function strbase($n) { $r = "abc"; try { for ($i = 0; $i < $n; $i++) { $r[] = "x"; } } catch (Error $e) { echo $e->getMessage(), "\n"; } return $r; }
echo strbase(2), "\n";
$g = [];
for ($i = 0; $i < 10; $i++) { $g[] = $i; }
echo array_sum($g), "\n";
--EXPECT--
100 9801 328350
200 s49 s0,1.5,,1,s1,1.5,,1
array(3) {
  [0]=>
  int(12)
  [1]=>
  int(2)
  [2]=>
  int(6)
}
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(0)
  [3]=>
  int(1)
  [4]=>
  int(2)
}
array(4) {
  ["a"]=>
  int(1)
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
20 19
[[0],[1],[2],[3]]
[0,1,2,3,4]
[] operator not supported for strings
abc
45
