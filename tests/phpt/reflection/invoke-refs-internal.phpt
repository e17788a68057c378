--TEST--
Reflection invokeArgs with references; iterable and cloneable internal classes; Closure::bind export
--FILE--
<?php
$arr = [3, 1, 2];
(new ReflectionFunction('sort'))->invokeArgs([&$arr]);
var_dump($arr);
function addOne(&$x) { $x++; }
$n = 1;
(new ReflectionFunction('addOne'))->invokeArgs([&$n]);
var_dump($n);
var_dump($n);
class G implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([]); } }
var_dump((new ReflectionClass('G'))->isIterable(), (new ReflectionClass('Generator'))->isIterable(), (new ReflectionClass('Iterator'))->isIterable());
var_dump((new ReflectionClass('Closure'))->isFinal(), (new ReflectionClass('Closure'))->isCloneable(), (new ReflectionClass('Generator'))->isCloneable(), (new ReflectionClass('ReflectionClass'))->isCloneable());
var_dump((new ReflectionClass(function() {}))->getName());
$m = new ReflectionMethod('Closure', 'bind');
var_dump($m->isStatic(), $m->getNumberOfParameters(), $m->getNumberOfRequiredParameters());
echo $m;
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(2)
int(2)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
string(7) "Closure"
bool(true)
int(3)
int(2)
Method [ <internal:Core> static public method bind ] {

  - Parameters [3] {
    Parameter #0 [ <required> Closure $closure ]
    Parameter #1 [ <required> ?object $newThis ]
    Parameter #2 [ <optional> object|string|null $newScope = "static" ]
  }
  - Return [ ?Closure ]
}
