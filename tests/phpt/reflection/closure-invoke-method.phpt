--TEST--
ReflectionMethod of a closure's __invoke
--FILE--
<?php
// ReflectionMethod of a closure's __invoke: php's Closure::__invoke with the
// closure's own signature.
$c = function(int $x, $y = 2) { return $x * $y; };
$m = new ReflectionMethod($c, '__invoke');
var_dump($m->getName(), $m->class, $m->name, $m->getShortName());
var_dump($m->getNumberOfParameters(), $m->getNumberOfRequiredParameters());
var_dump($m->invoke($c, 4), $m->invokeArgs($c, [3, 5]));
var_dump($m->isPublic(), $m->isStatic());
foreach ($m->getParameters() as $p) echo $p->getName(), "\n";
$other = fn($a, $b = 1) => $a - $b;
var_dump($m->invoke($other, 10));
var_dump((new ReflectionClass($c))->hasMethod('__invoke'));
$m2 = new ReflectionMethod($c, '__INVOKE');
var_dump($m2->getName());
try { new ReflectionMethod($c, 'nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(8) "__invoke"
string(7) "Closure"
string(8) "__invoke"
string(8) "__invoke"
int(2)
int(1)
int(8)
int(15)
bool(true)
bool(false)
x
y
int(9)
bool(true)
string(8) "__invoke"
Method Closure::nope() does not exist
