--TEST--
A __toString() from a trait makes the class Stringable
--FILE--
<?php
trait T { public function __toString(): string { return "t"; } }
class A { use T; }
class B { public function __toString() { return "b"; } }
var_dump(new A instanceof Stringable, new B instanceof Stringable, class_implements('B'), (string) new B);
--EXPECT--
bool(true)
bool(true)
array(1) {
  ["Stringable"]=>
  string(10) "Stringable"
}
string(1) "b"
