--TEST--
too few arguments is thrown before the body: the function's own try blocks do not catch it
--FILE--
<?php
function t2($a) { try { echo "body\n"; } catch (Error $e) { echo "inner: ", $e->getMessage(), "\n"; } }
try { t2(); } catch (ArgumentCountError $e) { echo "outer: ", $e->getMessage(), "\n", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
class K { function m($a, $b) { try { return 1; } finally { echo "finally\n"; } } }
try { (new K)->m(1); } catch (ArgumentCountError $e) { echo "outer: ", $e->getMessage(), "\n"; }
function g($x) { try { yield $x; } catch (Error $e) { echo "gen inner\n"; } }
try { foreach (g() as $v) {} } catch (ArgumentCountError $e) { echo "outer: ", $e->getMessage(), "\n"; }
--EXPECTF--
outer: Too few arguments to function t2(), 0 passed in %s on line 3 and exactly 1 expected
2
#0 %s(3): t2()
#1 {main}
outer: Too few arguments to function K::m(), 1 passed in %s on line 5 and exactly 2 expected
outer: Too few arguments to function g(), 0 passed in %s on line 7 and exactly 1 expected
