--TEST--
Named arguments no parameter takes: variadics, __call, call_user_func, by reference, duplicates
--FILE--
<?php
// Named arguments no parameter takes: into the variadic, __call's array, call_user_func's call.
function f($a, $b = 'b', ...$rest) { var_dump($a, $b, $rest); echo (new Exception)->getTraceAsString(), "\n"; }
f(1, z: 3);
f(1, 2, 3, z: 4);
call_user_func('f', 1, b: 2, z: 3);
call_user_func_array('f', [1, 'z' => 3]);
class C {
  function __call($n, $a) { var_dump($n, $a); }
  static function __callStatic($n, $a) { var_dump($a); }
  static function s() { try { forward_static_call("f", 5, q: 6); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
}
(new C)->foo(1, x: 2);
C::bar(y: 1);
(new C)->baz(...['k' => 1]);
C::s();
function g(...$r) { var_dump(func_get_args(), func_num_args(), $r); }
g(1, 2, q: 3);
function refs(&...$refs) { foreach ($refs as &$r) $r++; }
$x = 1; $y = 10;
refs(x: $x, y: $y);
var_dump($x, $y);
function byref($a, &$b = null) { $b = 'set'; }
$v = 'old';
byref(b: $v, a: 1);
var_dump($v);
$fn = 'byref';
$w = 'old';
$fn(b: $w, a: 1);
var_dump($w);
try { array_merge([1], a: [2]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { strlen(x: "a"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function one($a) {}
try { one(a: 1, a: 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { one(...['a' => 1], a: 2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array('one', ['a' => 1, 2]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { g(...['a' => 1, 2]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(1)
string(1) "b"
array(1) {
  ["z"]=>
  int(3)
}
#0 %s(4): f(1, z: 3)
#1 {main}
int(1)
int(2)
array(2) {
  [0]=>
  int(3)
  ["z"]=>
  int(4)
}
#0 %s(5): f(1, 2, 3, z: 4)
#1 {main}
int(1)
int(2)
array(1) {
  ["z"]=>
  int(3)
}
#0 [internal function]: f(1, 2, z: 3)
#1 %s(6): call_user_func('f', 1, b: 2, z: 3)
#2 {main}
int(1)
string(1) "b"
array(1) {
  ["z"]=>
  int(3)
}
#0 %s(7): f(1, z: 3)
#1 {main}
string(3) "foo"
array(2) {
  [0]=>
  int(1)
  ["x"]=>
  int(2)
}
array(1) {
  ["y"]=>
  int(1)
}
string(3) "baz"
array(1) {
  ["k"]=>
  int(1)
}
ArgumentCountError: forward_static_call() does not accept unknown named parameters
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["q"]=>
  int(3)
}
int(2)
int(11)
string(3) "set"
string(3) "set"
ArgumentCountError: array_merge() does not accept unknown named parameters
Error: Unknown named parameter $x
Named parameter $a overwrites previous argument
Named parameter $a overwrites previous argument
Cannot use positional argument after named argument
Cannot use positional argument after named argument during unpacking
