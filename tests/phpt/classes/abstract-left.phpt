--TEST--
Concrete classes must implement every abstract method
--FILE--
<?php
interface I { function a(); function b(); }
abstract class A implements I { abstract protected function c(); abstract function d(); }
class B extends A { function a() {} }
--EXPECTF--
Fatal error: Class B contains 3 abstract methods and must therefore be declared abstract or implement the remaining methods (A::c, A::d, I::b) in %s on line 4
