--TEST--
a constant method name that is not a string is a compile-time fatal
--FILE--
<?php
class C { function __call($n, $a) { echo "call $n\n"; } }
$c = new C;
$c->{"x" . "y"}();
$m = 0;
try { $c->{$m}(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$c->{true}();
--EXPECTF--
Fatal error: Method name must be a string in %s on line 7
