--TEST--
Interfaces in php's link order (reflection, class_implements)
--FILE--
<?php
// Interface order as php links it: parent's (backwards when the class names none), declared, then what they extend.
interface I1 {}
interface I2 {}
interface I3 {}
interface I4 extends I3 {}
interface I5 extends I4 {}
interface I6 extends I5, I1, I2 {}
interface I7 extends I6 {}
class A implements I4, I1 {}
class B extends A {}
class C extends A implements I2 {}
class D extends B {}
foreach (['I4','I5','I6','I7','A','B','C','D','ArrayIterator','RecursiveArrayIterator','SplTempFileObject'] as $i) {
    $r = new ReflectionClass($i);
    echo $i, ': ', implode(',', array_keys($r->getInterfaces())), ' | ', implode(',', $r->getInterfaceNames()), ' | ', implode(',', class_implements($i)), "\n";
}
echo new ReflectionClass('D');
--EXPECTF--
I4: I3 | I3 | I3
I5: I4,I3 | I4,I3 | I4,I3
I6: I5,I1,I2,I3,I4 | I5,I1,I2,I3,I4 | I5,I1,I2,I3,I4
I7: I6,I4,I3,I2,I1,I5 | I6,I4,I3,I2,I1,I5 | I6,I4,I3,I2,I1,I5
A: I4,I1,I3 | I4,I1,I3 | I4,I1,I3
B: I3,I1,I4 | I3,I1,I4 | I3,I1,I4
C: I4,I1,I3,I2 | I4,I1,I3,I2 | I4,I1,I3,I2
D: I4,I1,I3 | I4,I1,I3 | I4,I1,I3
ArrayIterator: SeekableIterator,Traversable,Iterator,ArrayAccess,Serializable,Countable | SeekableIterator,Traversable,Iterator,ArrayAccess,Serializable,Countable | SeekableIterator,Traversable,Iterator,ArrayAccess,Serializable,Countable
RecursiveArrayIterator: Countable,Serializable,ArrayAccess,Iterator,Traversable,SeekableIterator,RecursiveIterator | Countable,Serializable,ArrayAccess,Iterator,Traversable,SeekableIterator,RecursiveIterator | Countable,Serializable,ArrayAccess,Iterator,Traversable,SeekableIterator,RecursiveIterator
SplTempFileObject: SeekableIterator,Iterator,Traversable,RecursiveIterator,Stringable | SeekableIterator,Iterator,Traversable,RecursiveIterator,Stringable | SeekableIterator,Iterator,Traversable,RecursiveIterator,Stringable
Class [ <user> class D extends B implements I4, I1, I3 ] {
  @@ %s 13-13

  - Constants [0] {
  }

  - Static properties [0] {
  }

  - Static methods [0] {
  }

  - Properties [0] {
  }

  - Methods [0] {
  }
}
