--TEST--
$x::class of a non-object is php's TypeError; unset(C::$p) is php's Error after the class and the name resolve
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class A { static $x = 1; }
$o = new A;
t(fn() => $o::class);
$vals = [null, 1, 1.5, "A", [], true, STDIN];
foreach ($vals as $v) t(fn() => $v::class);
t(function() { unset(A::$x); });
$c = 'A'; $n = 'x';
t(function() use ($c, $n) { unset($c::$$n); });
t(function() { unset(Missing::$x); });
t(function() { unset(self::$x); });
--EXPECT--
string(1) "A"
TypeError: Cannot use "::class" on value of type null
TypeError: Cannot use "::class" on value of type int
TypeError: Cannot use "::class" on value of type float
TypeError: Cannot use "::class" on value of type string
TypeError: Cannot use "::class" on value of type array
TypeError: Cannot use "::class" on value of type bool
TypeError: Cannot use "::class" on value of type resource
Error: Attempt to unset static property A::$x
Error: Attempt to unset static property A::$x
Error: Class "Missing" not found
Error: Cannot access "self" when no class scope is active
