--TEST--
class_implements() lists interfaces in php's order (user and internal classes)
--FILE--
<?php
interface I1 {} interface I2 extends I1 {} interface I3 {}
class A implements I2, I3 {}
class B extends A implements Countable { function count(): int {return 0;} }
interface I4 extends I2, I3 {}
class C implements IteratorAggregate, I4 { function getIterator(): Iterator { return new ArrayIterator([]); } }
class D extends ArrayObject implements I3 {}
foreach (['A','B','C','I4','D','ArrayObject','ArrayIterator','RecursiveArrayIterator','SplObjectStorage','SplFixedArray','CachingIterator','RecursiveCachingIterator','LimitIterator','RecursiveIteratorIterator','RecursiveTreeIterator','RecursiveCallbackFilterIterator','RecursiveRegexIterator','ParentIterator','SplStack','SplMinHeap','SplPriorityQueue','MultipleIterator','EmptyIterator','AppendIterator','Generator','Exception','ErrorException','TypeError','Closure','InternalIterator','SeekableIterator','OuterIterator'] as $c)
  echo $c, ": ", implode(',', class_implements($c)), "\n";
--EXPECT--
A: I2,I3,I1
B: I2,I3,I1,Countable
C: IteratorAggregate,I4,Traversable,I1,I3,I2
I4: I2,I3,I1
D: IteratorAggregate,Traversable,ArrayAccess,Serializable,Countable,I3
ArrayObject: IteratorAggregate,Traversable,ArrayAccess,Serializable,Countable
ArrayIterator: SeekableIterator,Traversable,Iterator,ArrayAccess,Serializable,Countable
RecursiveArrayIterator: Countable,Serializable,ArrayAccess,Iterator,Traversable,SeekableIterator,RecursiveIterator
SplObjectStorage: Countable,Iterator,Traversable,Serializable,ArrayAccess
SplFixedArray: IteratorAggregate,Traversable,ArrayAccess,Countable,JsonSerializable
CachingIterator: Stringable,Iterator,Traversable,OuterIterator,ArrayAccess,Countable
RecursiveCachingIterator: Countable,ArrayAccess,OuterIterator,Traversable,Iterator,Stringable,RecursiveIterator
LimitIterator: Iterator,Traversable,OuterIterator
RecursiveIteratorIterator: OuterIterator,Traversable,Iterator
RecursiveTreeIterator: Iterator,Traversable,OuterIterator
RecursiveCallbackFilterIterator: Iterator,Traversable,OuterIterator,RecursiveIterator
RecursiveRegexIterator: Iterator,Traversable,OuterIterator,RecursiveIterator
ParentIterator: RecursiveIterator,Iterator,Traversable,OuterIterator
SplStack: Serializable,ArrayAccess,Countable,Traversable,Iterator
SplMinHeap: Countable,Traversable,Iterator
SplPriorityQueue: Iterator,Traversable,Countable
MultipleIterator: Iterator,Traversable
EmptyIterator: Iterator,Traversable
AppendIterator: Iterator,Traversable,OuterIterator
Generator: Iterator,Traversable
Exception: Stringable,Throwable
ErrorException: Throwable,Stringable
TypeError: Throwable,Stringable
Closure: 
InternalIterator: Iterator,Traversable
SeekableIterator: Iterator,Traversable
OuterIterator: Iterator,Traversable
