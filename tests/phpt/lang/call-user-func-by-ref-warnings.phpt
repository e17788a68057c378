--TEST--
call_user_func(_array) giving values to by-reference parameters warns as php (builtins and named arguments too); references reach __call in its argument array
--FILE--
<?php
function f(&$a, &$b = null) { $a = 1; $b = 2; }
call_user_func_array('f', ['a' => 5]);
call_user_func_array('f', [5, 'b' => 6]);
$x = 0; $y = 0;
call_user_func_array('f', ['a' => &$x, 'b' => &$y]); var_dump($x, $y);
call_user_func('f', 5);
$arr = [1, 2]; f(...$arr); var_dump($arr);
$s = 'abc'; $c = null;
var_dump(call_user_func_array('str_replace', ['a', 'b', $s, 'count' => &$c]), $c);
var_dump(call_user_func('sort', [3, 1]));
function inc(&$x) { $x++; }
class Proxy { function __call($name, $args) { echo "$name\n"; call_user_func_array('inc', $args); }
  static function __callStatic($name, $args) { echo "static $name\n"; $args[0] = 100; } }
$arg = 1;
call_user_func_array([new Proxy, 'bar'], [&$arg]);
call_user_func_array('Proxy::baz', [&$arg]);
var_dump($arg);
$a = [1, 2];
array_walk($a, [new Proxy, 'walk']);
var_dump($a);
--EXPECTF--
Warning: f(): Argument #1 ($a) must be passed by reference, value given in %s on line 3

Warning: f(): Argument #1 ($a) must be passed by reference, value given in %s on line 4

Warning: f(): Argument #2 ($b) must be passed by reference, value given in %s on line 4
int(1)
int(2)

Warning: f(): Argument #1 ($a) must be passed by reference, value given in %s on line 7
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(3) "bbc"
int(1)

Warning: sort(): Argument #1 ($array) must be passed by reference, value given in %s on line 11
bool(true)
bar
static baz
int(100)
walk
walk
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
