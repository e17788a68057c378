--TEST--
Named arguments to a known function's by-reference parameter: values are an Error, call results a notice
--FILE--
<?php
// named arguments to a known function's by-reference parameter: a value is an Error, a call's result a notice
function test($a, &$e) { $e = 'set'; }
function &r() { static $v = 1; return $v; }
try { test(e: 42); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { test(1, e: 42); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { test(e: strtoupper("x"), a: 1); echo "after notice\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
test(e: r(), a: 1); echo "by-ref result: ", r(), "\n";
$x = 1; test(e: $x, a: 2); echo "variable: $x\n";
--EXPECTF--
test(): Argument #2 ($e) cannot be passed by reference
test(): Argument #2 ($e) cannot be passed by reference

Notice: Only variables should be passed by reference in %s on line 7
after notice
by-ref result: set
variable: set
