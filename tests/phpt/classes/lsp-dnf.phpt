--TEST--
DNF types in inheritance
--FILE--
<?php
interface X {} interface Y {} interface Z {}
class A { public function f((X&Y)|Z $v): X|Z { return $v; } }
class B extends A { public function f((X&Y)|Z|null $v): (X&Y)|Z { return $v; } }
echo "B ok\n";
class C extends A { public function f(X|Z $v): X&Y { return $v; } }
echo "C ok\n";
class D extends A { public function f(X&Y $v): X { return $v; } }
--EXPECTF--
Fatal error: Declaration of D::f(X&Y $v): X must be compatible with A::f((X&Y)|Z $v): X|Z in %s on line 8
