--TEST--
number arithmetic fast paths: float/int/mixed properties, division, builtin argument checks
--FILE--
<?php
class B { public float $f = 1.5; public int $i = 3; public $u = 2; public ?float $nf = null; public int|float $m = 1; }
$b = new B;
for ($k = 0; $k < 3; $k++) {
  $b->f += 2; $b->f *= 1.5; $b->f -= $k; $b->f /= 2; $b->f++; $b->f--;
  $b->i += 2; $b->i *= 3; $b->i -= 1; $b->u /= 2; $b->u += 0.5; $b->m /= 2; $b->m++;
}
var_dump($b);
try { $b->i /= 2; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($b->i);
try { $b->f /= 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
$b->i = PHP_INT_MAX; try { $b->i += 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(7 / 2, 8 / 2, -9 / 3, 1.5 + 2, 2 * 2.5, 10 - 0.5, PHP_INT_MIN / -1, PHP_INT_MAX + 1, 6 / 4.0);
try { echo 1 / 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
var_dump(sqrt(16), sqrt(2), abs(-3), max(1, 2.5), intdiv(7, 2), sqrt("9"), strlen("abc"));
try { sqrt("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(str_repeat("ab", 3));
--EXPECT--
object(B)#1 (5) {
  ["f"]=>
  float(2.7265625)
  ["i"]=>
  int(146)
  ["u"]=>
  float(1.125)
  ["nf"]=>
  NULL
  ["m"]=>
  float(1.875)
}
int(73)
Division by zero
Cannot assign float to property B::$i of type int
float(3.5)
int(4)
int(-3)
float(3.5)
float(5)
float(9.5)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(1.5)
Division by zero
float(4)
float(1.4142135623730951)
int(3)
float(2.5)
int(3)
float(3)
int(3)
sqrt(): Argument #1 ($num) must be of type float, string given
string(6) "ababab"
