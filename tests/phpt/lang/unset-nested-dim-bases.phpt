--TEST--
unset($x[k]...): an undefined local warns, a nested false base is deprecated and left, a nested true/int base is php's Error
--FILE--
<?php
unset($x[0]);
$x = false;
unset($x[0]);
var_dump($x);
function f() { unset($y[0]); unset($y['a']['b']); $z = false; unset($z['a']['b']); var_dump($z); }
f();
class C { public $p; public $q = false; }
$c = new C; unset($c->p[0]); unset($c->q[0]); var_dump($c);
$a = []; unset($a['x'][0]); unset($a['y']['z'][1]); var_dump($a);
$t = true; try { unset($t[0][1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t = 5; try { unset($t['a']['b']); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t = [1 => true]; try { unset($t[1][1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$t = [1 => false]; unset($t[1][1]); var_dump($t);
function g() { for ($i = 0; $i < 3; $i++) { unset($u[$i]); $v = [[1,2]]; unset($v[0][1]); } var_dump($v); }
g();
--EXPECTF--
Warning: Undefined variable $x in %s on line 2

Deprecated: Automatic conversion of false to array is deprecated in %s on line 4
bool(false)

Warning: Undefined variable $y in %s on line 6

Warning: Undefined variable $y in %s on line 6

Deprecated: Automatic conversion of false to array is deprecated in %s on line 6
bool(false)

Deprecated: Automatic conversion of false to array is deprecated in %s on line 9
object(C)#1 (2) {
  ["p"]=>
  NULL
  ["q"]=>
  bool(false)
}
array(0) {
}
Cannot unset offset in a non-array variable
Cannot unset offset in a non-array variable
Cannot unset offset in a non-array variable

Deprecated: Automatic conversion of false to array is deprecated in %s on line 14
array(1) {
  [1]=>
  bool(false)
}

Warning: Undefined variable $u in %s on line 15

Warning: Undefined variable $u in %s on line 15

Warning: Undefined variable $u in %s on line 15
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
