--TEST--
tentative return types of runtime methods: deprecation, #[ReturnTypeWillChange], reflection
--FILE--
<?php
class A implements ArrayAccess, IteratorAggregate, Countable, JsonSerializable {
  function offsetGet($o) { return 1; }
  #[\ReturnTypeWillChange] function offsetSet($o, $v) {}
  function offsetExists($o): bool { return true; }
  function offsetUnset($o): void {}
  function getIterator() { return new ArrayIterator([1]); }
  function count() { return 3; }
  #[ReturnTypeWillChange] function jsonSerialize() { return 5; }
}
class B implements Iterator {
  #[\ReturnTypeWillChange]
  function current() { return 1; }
  function key(): mixed { return 1; }
  function next(): void {}
  function rewind(): void {}
  function valid(): int { return 0; }
}
class E extends ArrayObject { #[ReturnTypeWillChange] function getIterator() { return new ArrayIterator([]); } function offsetGet($k) { return 1; } }
class F extends Exception { function __wakeup() {} }
class G extends SplObjectStorage { function getHash($o) { return "x"; } }
class H extends FilterIterator { function accept() { return true; } }
$a = new A; var_dump($a[0], count($a), json_encode($a));
foreach ($a as $v) var_dump($v);
foreach (new B as $v) var_dump($v);
foreach ([['ArrayIterator','current'], ['Iterator','current'], ['Countable','count'], ['ArrayObject','count'], ['Exception','getMessage'], ['Exception','__toString'], ['A', 'count']] as [$c,$m]) {
  $r = new ReflectionMethod($c, $m);
  echo "$c::$m "; var_dump($r->hasReturnType(), (string)$r->getReturnType(), $r->hasTentativeReturnType(), (string)$r->getTentativeReturnType());
}
echo "done\n";
--EXPECTF--
Deprecated: Return type of E::offsetGet($k) should either be compatible with ArrayObject::offsetGet(mixed $key): mixed, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 19

Deprecated: Return type of F::__wakeup() should either be compatible with Exception::__wakeup(): void, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 20

Deprecated: Return type of G::getHash($o) should either be compatible with SplObjectStorage::getHash(object $object): string, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 21

Deprecated: Return type of H::accept() should either be compatible with FilterIterator::accept(): bool, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 22

Deprecated: Return type of A::offsetGet($o) should either be compatible with ArrayAccess::offsetGet(mixed $offset): mixed, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 3

Deprecated: Return type of A::getIterator() should either be compatible with IteratorAggregate::getIterator(): Traversable, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 7

Deprecated: Return type of A::count() should either be compatible with Countable::count(): int, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 8

Deprecated: Return type of B::valid(): int should either be compatible with Iterator::valid(): bool, or the #[\ReturnTypeWillChange] attribute should be used to temporarily suppress the notice in %s on line 17
int(1)
int(3)
string(1) "5"
int(1)
ArrayIterator::current bool(false)
string(0) ""
bool(true)
string(5) "mixed"
Iterator::current bool(false)
string(0) ""
bool(true)
string(5) "mixed"
Countable::count bool(false)
string(0) ""
bool(true)
string(3) "int"
ArrayObject::count bool(false)
string(0) ""
bool(true)
string(3) "int"
Exception::getMessage bool(true)
string(6) "string"
bool(false)
string(0) ""
Exception::__toString bool(true)
string(6) "string"
bool(false)
string(0) ""
A::count bool(false)
string(0) ""
bool(false)
string(0) ""
done
