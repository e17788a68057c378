--TEST--
A method cannot change from static to non-static
--FILE--
<?php
class A { public static function f() {} }
class B extends A { public function f() {} }
--EXPECTF--
Fatal error: Cannot make static method A::f() non static in class B in %s on line 3
