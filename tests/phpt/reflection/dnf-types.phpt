--TEST--
Reflection of DNF types: ReflectionUnionType with ReflectionIntersectionType members, in written order
--FILE--
<?php
interface X {} interface Y {} interface Z {}
class XY implements X, Y {}
class ZT implements Z, IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([]); } }
function f((X&Y)|(Z&Traversable)|null $a): (X&Y)|int { return 1; }
var_dump(f(new XY), f(null), f(new ZT));
try { f(new ArrayIterator([])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$t = (new ReflectionFunction('f'))->getParameters()[0]->getType();
echo get_class($t), " ", $t, " ", var_export($t->allowsNull(), true), "\n";
foreach ($t->getTypes() as $s) { echo "  ", get_class($s), " ", $s, "\n"; }
echo (new ReflectionFunction('f'))->getReturnType(), "\n";
class P { public (X&Y)|null $p = null; }
$o = new P; $o->p = new XY;
try { $o->p = new ZT; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo new ReflectionFunction('f');

class K { function f((X&Y)|null $a, (X&Y)|self|iterable $b, (X&Y)|K|int|null $c) {} }
foreach ((new ReflectionMethod('K','f'))->getParameters() as $p) { $t = $p->getType(); echo get_class($t), " ", $t, " ", var_export($t->allowsNull(), true), "\n";
foreach ($t->getTypes() as $s) { echo "  ", get_class($s), " ", $s, " ", $s instanceof ReflectionNamedType ? $s->getName() . ' ' . var_export($s->isBuiltin(), true) : '', "\n"; if ($s instanceof ReflectionIntersectionType) foreach ($s->getTypes() as $q) echo "    ", get_class($q), " ", $q, "\n"; } }
--EXPECTF--
int(1)
int(1)
int(1)
f(): Argument #1 ($a) must be of type (X&Y)|(Z&Traversable)|null, ArrayIterator given, called in %s on line 7
ReflectionUnionType (X&Y)|(Z&Traversable)|null true
  ReflectionIntersectionType X&Y
  ReflectionIntersectionType Z&Traversable
  ReflectionNamedType null
(X&Y)|int
Cannot assign ZT to property P::$p of type (X&Y)|null
Function [ <user> function f ] {
  @@ %s 5 - 5

  - Parameters [1] {
    Parameter #0 [ <required> (X&Y)|(Z&Traversable)|null $a ]
  }
  - Return [ (X&Y)|int ]
}
ReflectionUnionType (X&Y)|null true
  ReflectionIntersectionType X&Y 
    ReflectionNamedType X
    ReflectionNamedType Y
  ReflectionNamedType null null true
ReflectionUnionType (X&Y)|self|Traversable|array false
  ReflectionIntersectionType X&Y 
    ReflectionNamedType X
    ReflectionNamedType Y
  ReflectionNamedType self self false
  ReflectionNamedType Traversable Traversable false
  ReflectionNamedType array array true
ReflectionUnionType (X&Y)|K|int|null true
  ReflectionIntersectionType X&Y 
    ReflectionNamedType X
    ReflectionNamedType Y
  ReflectionNamedType K K false
  ReflectionNamedType int int true
  ReflectionNamedType null null true
