--TEST--
Interface rules: Traversable, Iterator and IteratorAggregate, Throwable
--FILE--
<?php
abstract class A implements Traversable {}
class B extends A implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([]); } }
echo "B ok\n";
class C implements Iterator, IteratorAggregate {
    function current(): mixed {} function next(): void {} function key(): mixed {} function valid(): bool {} function rewind(): void {}
    function getIterator(): Iterator {}
}
--EXPECTF--
B ok

Fatal error: Class C cannot implement both Iterator and IteratorAggregate at the same time in %s on line 5
