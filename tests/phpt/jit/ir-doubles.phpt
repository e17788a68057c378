--TEST--
JIT IR: doubles, mixed Int/Dbl, NAN compares, division by zero, overflow
--FILE--
<?php
// Doubles and mixed Int/Dbl in compiled code: arithmetic, compares with
// NAN and INF, division (by zero: DivisionByZeroError), int overflow into
// float (Mul, Add, IncDec), truthiness of 0.0 / -0.0 / NAN.
function arith($a, $b) {
  return [$a + $b, $a - $b, $a * $b, $a < $b, $a <= $b, $a > $b, $a >= $b, $a == $b, $a != $b];
}
foreach ([[1, 2], [1.5, 2], [2, 1.5], [0.1, 0.2], [NAN, 1.0], [1.0, NAN], [NAN, NAN], [INF, -INF], [3, 3.0]] as [$a, $b]) {
  echo implode(",", array_map(fn($v) => var_export($v, true), arith($a, $b))), "\n";
}
function div($a, $b) { return $a / $b; }
var_dump(div(1.0, 4), div(7, 2.0), div(-1.5, 0.5));
foreach ([0, 0.0, -0.0] as $z) {
  try { var_dump(div(1.0, $z)); } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
function mulo($a, $b) { return $a * $b; }
var_dump(mulo(3, 4), mulo(PHP_INT_MAX, 2), mulo(-PHP_INT_MAX, 3), mulo(2, 2.5));
function inc($x) { $x++; $y = $x; $y--; $y--; return [$x, $y]; }
var_dump(inc(1), inc(1.5), inc(PHP_INT_MAX));
function truthy($x) { $r = ""; if ($x) { $r .= "T"; } else { $r .= "F"; } if (!$x) { $r .= "n"; } return $r; }
foreach ([0, 1, -1, 0.0, -0.0, 0.5, NAN, true, false, null] as $v) echo truthy($v), " ";
echo "\n";
function setops($x) { $y = 2; $y *= $x; $y += 0.5; $y -= 1; $y /= 4; return $y; }
var_dump(setops(3), setops(2.5));
function loop($n) { $acc = 0.0; for ($i = 1; $i <= $n; $i++) { $acc += 1.0 / $i; if ($acc > 2.5) { $acc -= 0.25; } } return $acc; }
var_dump(loop(100));
--EXPECT--
3,-1,2,true,true,false,false,false,true
3.5,-0.5,3.0,true,true,false,false,false,true
3.5,0.5,3.0,false,false,true,true,false,true
0.30000000000000004,-0.1,0.020000000000000004,true,true,false,false,false,true
NAN,NAN,NAN,false,false,false,false,false,true
NAN,NAN,NAN,false,false,false,false,false,true
NAN,NAN,NAN,false,false,false,false,false,true
NAN,INF,-INF,false,false,true,true,false,true
6.0,0.0,9.0,false,true,false,true,true,false
float(0.25)
float(3.5)
float(-3)
DivisionByZeroError: Division by zero
DivisionByZeroError: Division by zero
DivisionByZeroError: Division by zero
int(12)
float(1.8446744073709552E+19)
float(-2.7670116110564327E+19)
float(5)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  float(2.5)
  [1]=>
  float(0.5)
}
array(2) {
  [0]=>
  float(9.223372036854776E+18)
  [1]=>
  float(9.223372036854776E+18)
}
Fn T T Fn Fn T T T Fn Fn 
float(1.375)
float(1.125)
float(2.437377517639618)
