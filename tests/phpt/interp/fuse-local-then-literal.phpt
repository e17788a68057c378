--TEST--
a local then a local with an int literal ($a * ($b + 1)): fused as CGetL and ArithLI/CmpLI
--FILE--
<?php
// A local, then a local with an int literal: `$a * ($b + 1)`, `$a - ($b < 3)`.
function f($a, $b) {
    $r = [];
    $r[] = $a * ($b + 1);
    $r[] = $a - ($b << 2);
    $r[] = $a . ($b % 3);
    $r[] = $a + ($b < 3);
    $r[] = $a + ($b == 0);
    $r[] = $b * $a * 2;
    return $r;
}
foreach ([[2, 3], [1.5, 2], ["4", "5"], [PHP_INT_MAX, 1], [-7, PHP_INT_MAX], [0.5, 1.25], [null, 2], [true, 0]] as [$a, $b]) {
    var_dump(f($a, $b));
}
function g($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s += $i * ($i - 1) + ($s >> 1);
        if ($s > ($i + 100)) $s = $s % 97;
    }
    return $s;
}
var_dump(g(1000));
function k($a, $b) {
    try { return $a * ($b + 1); } catch (TypeError $e) { return $e->getMessage(); }
}
var_dump(k([1], 2), k(2, [1]), k("x", 1));
--EXPECTF--
array(6) {
  [0]=>
  int(8)
  [1]=>
  int(-10)
  [2]=>
  string(2) "20"
  [3]=>
  int(2)
  [4]=>
  int(2)
  [5]=>
  int(12)
}
array(6) {
  [0]=>
  float(4.5)
  [1]=>
  float(-6.5)
  [2]=>
  string(4) "1.52"
  [3]=>
  float(2.5)
  [4]=>
  float(1.5)
  [5]=>
  float(6)
}
array(6) {
  [0]=>
  int(24)
  [1]=>
  int(-16)
  [2]=>
  string(2) "42"
  [3]=>
  int(4)
  [4]=>
  int(4)
  [5]=>
  int(40)
}
array(6) {
  [0]=>
  float(1.8446744073709552E+19)
  [1]=>
  int(9223372036854775803)
  [2]=>
  string(20) "92233720368547758071"
  [3]=>
  float(9.223372036854776E+18)
  [4]=>
  int(9223372036854775807)
  [5]=>
  float(1.8446744073709552E+19)
}
array(6) {
  [0]=>
  float(-6.456360425798343E+19)
  [1]=>
  int(-3)
  [2]=>
  string(3) "-71"
  [3]=>
  int(-7)
  [4]=>
  int(-7)
  [5]=>
  float(-1.2912720851596686E+20)
}

Deprecated: Implicit conversion from float 1.25 to int loses precision in %s on line 6

Deprecated: Implicit conversion from float 1.25 to int loses precision in %s on line 7
array(6) {
  [0]=>
  float(1.125)
  [1]=>
  float(-3.5)
  [2]=>
  string(4) "0.51"
  [3]=>
  float(1.5)
  [4]=>
  float(0.5)
  [5]=>
  float(1.25)
}
array(6) {
  [0]=>
  int(0)
  [1]=>
  int(-8)
  [2]=>
  string(1) "2"
  [3]=>
  int(1)
  [4]=>
  int(0)
  [5]=>
  int(0)
}
array(6) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  string(2) "10"
  [3]=>
  int(2)
  [4]=>
  int(2)
  [5]=>
  int(0)
}
int(59)
string(38) "Unsupported operand types: array * int"
string(38) "Unsupported operand types: array + int"
string(39) "Unsupported operand types: string * int"
