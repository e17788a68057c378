--TEST--
<expr> op $local (ArithSL): numbers, errors, warnings, references
--FILE--
<?php
// `<expr> op $x`: the value on the stack with a local (ArithSL)
function f(float $zr, float $zi, float $ci) {
    $r = [];
    for ($k = 0; $k < 3; $k++) {
        $zi = 2.0 * $zr * $zi + $ci;
        $r[] = $zi;
        $r[] = ($zr + 1) - $zi;
        $r[] = ($zr * 3) / $zi;
    }
    return $r;
}
var_dump(f(0.5, 0.25, -0.75));
function g($a, $b, $c) {
    return [($a + 1) * $b, ($a * 2) - $c, ($a + 7) % $b, ($a + 1) & $c, ($a + 1) | $c, ($a + 1) ^ $c,
            ($a + 1) << $b, ($a + 100) >> $b, ($a * 10) / $b, ($a + 0) / $c];
}
var_dump(g(5, 3, 4));
var_dump(g(5.5, 3, 4));
var_dump(g("5", "3", 4));
var_dump((PHP_INT_MAX - 1) + ($x = 5));
$one = 1;
var_dump((PHP_INT_MAX - 0) + $one);
$m = -1;
var_dump((PHP_INT_MIN + 0) % $m);
$z = 0;
try { var_dump((1 + 1) % $z); } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump((1 + 1) / $z); } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$zf = 0.0;
try { var_dump((1.5 + 1) / $zf); } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$neg = -1;
try { var_dump((1 + 1) << $neg); } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$big = 70;
var_dump((1 + 1) << $big, (-8 + 0) >> $big);
function u() { return (1 + 2) * $undef; }
var_dump(u());
$arr = [1];
try { var_dump((1 + 2) * $arr); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = "abc";
try { var_dump((1 + 2) * $s); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$n = "12abc";
var_dump((1 + 2) * $n);
$r = 3;
$ref = &$r;
var_dump((1 + 2) * $ref, (2 + 2) - $r);
$nul = null;
var_dump((1 + 2) + $nul, (true + 0) * $one);
class C { public $v = 4; }
$o = new C;
$k = 2.5;
var_dump($o->v * $k, $o->v / $k, $o->v - $k);
$acc = 0;
for ($i = 0; $i < 1000; $i++) { $acc = ($acc * 31 + $i) & 0xFFFFF; $acc = $acc - ($i % 7) + $one; }
var_dump($acc);
--EXPECTF--
array(9) {
  [0]=>
  float(-0.5)
  [1]=>
  float(2)
  [2]=>
  float(-3)
  [3]=>
  float(-1.25)
  [4]=>
  float(2.75)
  [5]=>
  float(-1.2)
  [6]=>
  float(-2)
  [7]=>
  float(3.5)
  [8]=>
  float(-0.75)
}
array(10) {
  [0]=>
  int(18)
  [1]=>
  int(6)
  [2]=>
  int(0)
  [3]=>
  int(4)
  [4]=>
  int(6)
  [5]=>
  int(2)
  [6]=>
  int(48)
  [7]=>
  int(13)
  [8]=>
  float(16.666666666666668)
  [9]=>
  float(1.25)
}

Deprecated: Implicit conversion from float 12.5 to int loses precision in %s on line 15

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 15

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 15

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 15

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 16

Deprecated: Implicit conversion from float 105.5 to int loses precision in %s on line 16
array(10) {
  [0]=>
  float(19.5)
  [1]=>
  float(7)
  [2]=>
  int(0)
  [3]=>
  int(4)
  [4]=>
  int(6)
  [5]=>
  int(2)
  [6]=>
  int(48)
  [7]=>
  int(13)
  [8]=>
  float(18.333333333333332)
  [9]=>
  float(1.375)
}
array(10) {
  [0]=>
  int(18)
  [1]=>
  int(6)
  [2]=>
  int(0)
  [3]=>
  int(4)
  [4]=>
  int(6)
  [5]=>
  int(2)
  [6]=>
  int(48)
  [7]=>
  int(13)
  [8]=>
  float(16.666666666666668)
  [9]=>
  float(1.25)
}
float(9.223372036854776E+18)
float(9.223372036854776E+18)
int(0)
DivisionByZeroError: Modulo by zero
DivisionByZeroError: Division by zero
DivisionByZeroError: Division by zero
ArithmeticError: Bit shift by negative number
int(0)
int(-1)

Warning: Undefined variable $undef in %s on line 35
int(0)
TypeError: Unsupported operand types: array * int
TypeError: Unsupported operand types: string * int

Warning: A non-numeric value encountered in %s on line 42
int(36)
int(9)
int(1)
int(3)
int(1)
float(10)
float(1.6)
float(1.5)
int(956945)
