--TEST--
call_user_func[_array] called by name leave no frame of their own in traces
--FILE--
<?php
// call_user_func[_array] called by name compile to a direct call: no frame of their own in traces.
namespace Foo {
function f($a) { echo (new \Exception)->getTraceAsString(), "\n"; }
\call_user_func('Foo\f', 1);
call_user_func('Foo\f', 2);
}
namespace {
function g($a) { debug_print_backtrace(); }
call_user_func('g', 3);
call_user_func_array('g', [4]);
$cuf = 'call_user_func';
$cuf('g', 5);
array_map('call_user_func', ['g'], [6]);
try { call_user_func('nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
}
--EXPECTF--
#0 %s(5): Foo\f(1)
#1 {main}
#0 [internal function]: Foo\f(2)
#1 %s(6): call_user_func('Foo\\f', 2)
#2 {main}
#0 %s(10): g(3)
#0 %s(11): g(4)
#0 [internal function]: g(5)
#1 %s(13): call_user_func('g', 5)
#0 [internal function]: g(6)
#1 [internal function]: call_user_func('g', 6)
#2 %s(14): array_map('call_user_func', Array, Array)
call_user_func(): Argument #1 ($callback) must be a valid callback, function "nope" not found or invalid function name
#0 {main}
