--TEST--
Binary operators on constant operands fold at compile time; overflow, division by zero and negative shifts stay at run time
--FILE--
<?php
// Constant operands fold at compile time; what could warn or throw stays at run time.
class K { const A = 2; const B = 4; function m($i) { return [$i - (1 - 1), self::A | self::B, PHP_INT_SIZE * 8, "a" . "b", 1 < 2, 2.5 * 2]; } }
var_dump((new K)->m(3));
var_dump(PHP_INT_MAX + 1, -PHP_INT_MAX - 2, 7 % 2, 1 << 65 - 64);
try { var_dump(1 % 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 / 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(1 << -1); } catch (ArithmeticError $e) { echo $e->getMessage(), "\n"; }
var_dump("5" + 1, "a" . 1, null ?? 3, 0.1 + 0.2 == 0.3);
--EXPECT--
array(6) {
  [0]=>
  int(3)
  [1]=>
  int(6)
  [2]=>
  int(64)
  [3]=>
  string(2) "ab"
  [4]=>
  bool(true)
  [5]=>
  float(5)
}
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
int(1)
int(2)
Modulo by zero
Division by zero
Bit shift by negative number
int(6)
string(2) "a1"
int(3)
bool(false)
