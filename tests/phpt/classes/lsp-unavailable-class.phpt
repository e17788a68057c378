--TEST--
A type naming a class that does not exist cannot be checked
--FILE--
<?php
class A { public function f(): Missing1 {} }
class B extends A { public function f(): Missing2 {} }
--EXPECTF--
Fatal error: Could not check compatibility between B::f(): Missing2 and A::f(): Missing1, because class Missing2 is not available in %s on line 3
