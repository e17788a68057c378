--TEST--
Final, static and visibility rules of overriding methods
--FILE--
<?php
class A { public function f() {} protected function g() {} private function h() {} final public function k() {} }
class B extends A { public function g() {} public function h($any, $args) {} }
echo "B ok\n";
class C extends A { private function g() {} }
--EXPECTF--
Fatal error: Access level to C::g() must be protected (as in class A) or weaker in %s on line 5
