--TEST--
named arguments through Closure::call, Reflection invoke and newInstance
--FILE--
<?php
// Named arguments through Closure::call(), ReflectionFunction/ReflectionMethod::invoke()
// and ReflectionClass::newInstance(), as php forwards them.
class Test {
  function __construct($a = 'a', $b = 'b', $c = 'c') { echo "new: a = $a, b = $b, c = $c\n"; }
  function method($a = 'a', $b = 'b', $c = 'c') { echo "a = $a, b = $b, c = $c\n"; return $c; }
}
$test = function($a = 'a', $b = 'b', $c = 'c') { echo "a = $a, b = $b, c = $c (", get_class($this ?? new stdClass), ")\n"; };
$plain = function($a = 'a', ...$rest) { echo "a = $a, rest = ", json_encode($rest), "\n"; };
$test->call(new Test, 'A', c: 'C');
$plain->call(new Test, 'A', x: 'X', y: 'Y');
$rf = new ReflectionFunction($plain);
$rf->invoke('A', c: 'C');
$rm = new ReflectionMethod(Test::class, 'method');
var_dump($rm->invoke(new Test, 'A', c: 'C'));
$rc = new ReflectionClass(Test::class);
$rc->newInstance(b: 'B');
try { $rc->newInstance('A', zz: 'C'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $rm->invoke(new Test, a: 'A', a2: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
new: a = a, b = b, c = c
a = A, b = b, c = C (Test)
new: a = a, b = b, c = c
a = A, rest = {"x":"X","y":"Y"}
a = A, rest = {"c":"C"}
new: a = a, b = b, c = c
a = A, b = b, c = C
string(1) "C"
new: a = a, b = B, c = c
Error: Unknown named parameter $zz
new: a = a, b = b, c = c
Error: Unknown named parameter $a2
