--TEST--
parameter TypeErrors through call_user_func()/call_user_func_array() name the call site, as php's inlined calls; array_map's do not
--FILE--
<?php
function t(int $x) {}
function test(Type &$ref) {}
try { call_user_func("t", "a"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map("t", ["a"]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func_array("t", ["a"]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func('test', 0); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { t("b"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
t(): Argument #1 ($x) must be of type int, string given, called in %s on line 4
t(): Argument #1 ($x) must be of type int, string given
t(): Argument #1 ($x) must be of type int, string given, called in %s on line 6

Warning: test(): Argument #1 ($ref) must be passed by reference, value given in %s on line 7
test(): Argument #1 ($ref) must be of type Type, int given, called in %s on line 7
t(): Argument #1 ($x) must be of type int, string given, called in %s on line 8
