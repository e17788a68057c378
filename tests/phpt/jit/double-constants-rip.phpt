--TEST--
double constants loaded from the translation's constant area (high xmm registers, shared, special values)
--FILE--
<?php
// Double constants loaded from the translation's constant area: many live
// at once (high xmm registers), repeated ones shared, negative zero, NaN,
// infinities, subnormals, in hot loops of compiled code.
function many($n) {
  $s = 0.0;
  for ($i = 0; $i < $n; $i++) {
    $x = $i * 0.5;
    $a = $x * 1.25 + 2.5; $b = $x * 3.75 - 4.125; $c = $x / 5.5 + 6.0625;
    $d = $x * 7.5 + 8.25; $e = $x - 9.875; $f = $x * 10.5 + 11.25;
    $g = $x * 12.125 - 13.5; $h = $x * 14.75 + 15.0625; $k = $x + 16.5;
    $l = $x * 17.25 - 18.75; $m = $x * 19.5 + 20.125; $o = $x - 21.0625;
    $p = $x * 22.5 + 1.25; $q = $x * 23.75 - 2.5; $r = $x * 24.125 + 3.75;
    $s += $a + $b + $c + $d + $e + $f + $g + $h + $k + $l + $m + $o + $p + $q + $r;
    $s += $a * $b - $c * $d + $e * $f - $g * $h + $k * $l - $m * $o + $p * $q - $r * 1.25;
  }
  return $s;
}
function specials($n) {
  $out = [];
  for ($i = 0; $i < $n; $i++) {
    $z = -0.0 * $i; $w = 1.0e308 * 10.0; $u = 4.9e-324 * 2.0; $v = -1.5e-300 / 1.0e10;
    $out = [$z, $w, $u, $v, $w - $w, 0.1 + 0.2];
  }
  return $out;
}
echo many(100), "\n";
var_dump(specials(50));
--EXPECT--
31737156.835938
array(6) {
  [0]=>
  float(-0)
  [1]=>
  float(INF)
  [2]=>
  float(1.0E-323)
  [3]=>
  float(-1.5E-310)
  [4]=>
  float(NAN)
  [5]=>
  float(0.30000000000000004)
}
