--TEST--
fused arithmetic on locals (ArithLL, ArithLI): numbers, strings, overflow, errors
--FILE--
<?php
function ops($a, $b) {
  $r = [];
  $r[] = $a + $b; $r[] = $a - $b; $r[] = $a * $b;
  $r[] = $b != 0 ? $a / $b : 'div0';
  $r[] = is_int($a) && is_int($b) && $b != 0 ? $a % $b : '-';
  $r[] = $a . $b;
  $r[] = $a + 1; $r[] = $a - 2; $r[] = $a * 3; $r[] = $a / 4; $r[] = $a . 5;
  return $r;
}
var_dump(ops(7, 2), ops(2.5, 0.5), ops("3", "4"), ops(PHP_INT_MAX, 1), ops(-7, 2));
function bits($a, $b) { return [$a & $b, $a | $b, $a ^ $b, $a << 2, $a >> 1, $a & 6, $a | 8, $a ^ 1]; }
var_dump(bits(12, 10), bits(-1, 3));
function und() { return $x + 1; }
var_dump(und());
function shifts($a, $b) { try { return $a << $b; } catch (ArithmeticError $e) { return $e->getMessage(); } }
var_dump(shifts(1, 64), shifts(1, -1), shifts(3, 2));
function divz($a, $b) { try { return $a / $b; } catch (DivisionByZeroError $e) { return $e->getMessage(); } }
var_dump(divz(1, 0), divz(1.5, 0.0));
function modz($a, $b) { try { return $a % $b; } catch (DivisionByZeroError $e) { return $e->getMessage(); } }
var_dump(modz(5, 0), modz(PHP_INT_MIN, -1));
function arr($a, $b) { try { return $a + $b; } catch (TypeError $e) { return $e->getMessage(); } }
var_dump(arr([1], [2, 3]), arr([1], 1));
--EXPECTF--
array(11) {
  [0]=>
  int(9)
  [1]=>
  int(5)
  [2]=>
  int(14)
  [3]=>
  float(3.5)
  [4]=>
  int(1)
  [5]=>
  string(2) "72"
  [6]=>
  int(8)
  [7]=>
  int(5)
  [8]=>
  int(21)
  [9]=>
  float(1.75)
  [10]=>
  string(2) "75"
}
array(11) {
  [0]=>
  float(3)
  [1]=>
  float(2)
  [2]=>
  float(1.25)
  [3]=>
  float(5)
  [4]=>
  string(1) "-"
  [5]=>
  string(6) "2.50.5"
  [6]=>
  float(3.5)
  [7]=>
  float(0.5)
  [8]=>
  float(7.5)
  [9]=>
  float(0.625)
  [10]=>
  string(4) "2.55"
}
array(11) {
  [0]=>
  int(7)
  [1]=>
  int(-1)
  [2]=>
  int(12)
  [3]=>
  float(0.75)
  [4]=>
  string(1) "-"
  [5]=>
  string(2) "34"
  [6]=>
  int(4)
  [7]=>
  int(1)
  [8]=>
  int(9)
  [9]=>
  float(0.75)
  [10]=>
  string(2) "35"
}
array(11) {
  [0]=>
  float(9.223372036854776E+18)
  [1]=>
  int(9223372036854775806)
  [2]=>
  int(9223372036854775807)
  [3]=>
  int(9223372036854775807)
  [4]=>
  int(0)
  [5]=>
  string(20) "92233720368547758071"
  [6]=>
  float(9.223372036854776E+18)
  [7]=>
  int(9223372036854775805)
  [8]=>
  float(2.7670116110564327E+19)
  [9]=>
  float(2.305843009213694E+18)
  [10]=>
  string(20) "92233720368547758075"
}
array(11) {
  [0]=>
  int(-5)
  [1]=>
  int(-9)
  [2]=>
  int(-14)
  [3]=>
  float(-3.5)
  [4]=>
  int(-1)
  [5]=>
  string(3) "-72"
  [6]=>
  int(-6)
  [7]=>
  int(-9)
  [8]=>
  int(-21)
  [9]=>
  float(-1.75)
  [10]=>
  string(3) "-75"
}
array(8) {
  [0]=>
  int(8)
  [1]=>
  int(14)
  [2]=>
  int(6)
  [3]=>
  int(48)
  [4]=>
  int(6)
  [5]=>
  int(4)
  [6]=>
  int(12)
  [7]=>
  int(13)
}
array(8) {
  [0]=>
  int(3)
  [1]=>
  int(-1)
  [2]=>
  int(-4)
  [3]=>
  int(-4)
  [4]=>
  int(-1)
  [5]=>
  int(6)
  [6]=>
  int(-1)
  [7]=>
  int(-2)
}

Warning: Undefined variable $x in %s on line 14
int(1)
int(0)
string(28) "Bit shift by negative number"
int(12)
string(16) "Division by zero"
string(16) "Division by zero"
string(14) "Modulo by zero"
int(0)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
string(38) "Unsupported operand types: array + int"
