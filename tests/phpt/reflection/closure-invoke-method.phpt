--TEST--
Closure::__invoke through ReflectionClass/Object/Parameter; Reflection objects not serializable; hasProperty without __isset
--FILE--
<?php
// Closure::__invoke reflected through the class, the object, parameters.
$c = function (int $a, &$b = 5): ?string { return "got $a"; };
$ro = new ReflectionObject($c);
$m = $ro->getMethod('__invoke');
var_dump($m->name, $m->class, $m->getNumberOfParameters(), $m->getNumberOfRequiredParameters());
var_dump($m->isInternal(), $m->isUserDefined(), $m->getFileName(), $m->getStartLine(), $m->getDocComment());
echo $m;
$x = 1;
var_dump($m->invokeArgs($c, [7, &$x]));
$names = [];
foreach ($ro->getMethods() as $mm) $names[] = $mm->name;
echo implode(",", $names), "\n";
$rc = new ReflectionClass('Closure');
foreach ($rc->getMethods() as $mm) if ($mm->name === '__invoke') { var_dump($mm->getNumberOfParameters()); echo $mm->invoke(fn($w) => "Hello $w", "World"), "\n"; }
$p = new ReflectionParameter([$c, '__invoke'], 'b');
var_dump($p->isOptional(), $p->getDeclaringFunction()->getName(), get_class($p->getDeclaringFunction()));
$p0 = $m->getParameters()[0];
var_dump($p0->getDeclaringFunction()->getName());
try { echo $m->getPrototype(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
// Reflection objects are not serializable.
foreach (['ReflectionClass' => 'stdClass', 'ReflectionFunction' => 'strlen'] as $cls => $arg) {
    try { serialize(new $cls($arg)); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
}
class R extends ReflectionClass {}
try { serialize(new R('stdClass')); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { unserialize('O:15:"ReflectionClass":0:{}'); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
// hasProperty never asks __isset.
class M { public $p; function __isset($n) { echo "__isset($n)\n"; return true; } }
$o = new M; $o2 = new ReflectionObject($o);
var_dump($o2->hasProperty('p'), $o2->hasProperty('q'));
--EXPECT--
string(8) "__invoke"
string(7) "Closure"
int(2)
int(1)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
Method [ <internal> public method __invoke ] {

  - Parameters [2] {
    Parameter #0 [ <required> int $a ]
    Parameter #1 [ <optional> &$b = <default> ]
  }
  - Return [ ?string ]
}
string(5) "got 7"
__construct,bind,bindTo,call,fromCallable,__invoke
int(0)
Hello World
bool(true)
string(8) "__invoke"
string(16) "ReflectionMethod"
string(8) "__invoke"
Method Closure::__invoke does not have a prototype
Serialization of 'ReflectionClass' is not allowed
Serialization of 'ReflectionFunction' is not allowed
Serialization of 'R' is not allowed
Unserialization of 'ReflectionClass' is not allowed
bool(true)
bool(false)
