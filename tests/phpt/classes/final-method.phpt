--TEST--
Final methods cannot be overridden, also by traits
--FILE--
<?php
trait T { public function f() {} }
class A { final public function f() {} }
class B extends A { use T; }
--EXPECTF--
Fatal error: Cannot override final method A::f() in %s on line 2
