--TEST--
callbacks from builtins: the exact-arity entry and the cases that take the general path
--FILE--
<?php
// Callbacks from builtins through the exact-arity entry: PHP functions and
// closures given their parameters exactly; builtins, by-reference
// parameters, variadics, defaults, fewer arguments and native methods take
// the general path.
function twice($x) { return $x * 2; }
function withDefault($x, $y = 100) { return $x + $y; }
function variadic(...$xs) { return array_sum($xs); }
function byRef(&$x) { $x = $x * 10; return $x; }
function noParams() { return func_num_args(); }
var_dump(array_map('twice', [1, 2, 3]));
var_dump(array_map('withDefault', [1, 2]));
var_dump(array_map('variadic', [1, 2], [3, 4]));
var_dump(array_map('strtoupper', ['a', 'b']));
var_dump(array_map('noParams', [1, 2]));
$k = 5;
var_dump(array_map(fn($x) => $x + $k, [1, 2]));
var_dump(array_filter([1, 2, 3, 4], fn($x) => $x % 2 == 0));
var_dump(array_reduce([1, 2, 3], fn($c, $x) => $c + $x, 0));
$a = [3, 1, 2];
usort($a, fn($x, $y) => $x <=> $y);
var_dump($a);
$arr = [1, 2, 3];
array_walk($arr, function (&$v, $k) { $v = $v + $k; });
var_dump($arr);
try { var_dump(array_map('byRef', [1, 2])); } catch (Throwable $e) { echo get_class($e), "\n"; }
$ao = new ArrayObject([3, 1, 2]);
var_dump(array_map([$ao, 'offsetGet'], [1, 0]));
class K { static function s($x) { return "s$x"; } function m($x) { return "m$x"; } }
var_dump(array_map('K::s', [1]), array_map([new K, 'm'], [2]));
var_dump(call_user_func('twice', 21));
try { array_map(fn($x, $y) => $x, [1]); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
array(2) {
  [0]=>
  int(101)
  [1]=>
  int(102)
}
array(2) {
  [0]=>
  int(4)
  [1]=>
  int(6)
}
array(2) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "B"
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  int(6)
  [1]=>
  int(7)
}
array(2) {
  [1]=>
  int(2)
  [3]=>
  int(4)
}
int(6)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(5)
}

Warning: byRef(): Argument #1 ($x) must be passed by reference, value given in %s on line 26

Warning: byRef(): Argument #1 ($x) must be passed by reference, value given in %s on line 26
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(20)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
array(1) {
  [0]=>
  string(2) "s1"
}
array(1) {
  [0]=>
  string(2) "m2"
}
int(42)
Too few arguments to function {closure}(), 1 passed and exactly 2 expected
