--TEST--
Constructors follow only abstract or interface declarations
--FILE--
<?php
class A { public function __construct(int $x) {} }
class B extends A { private function __construct(string $y, $z) {} }
echo "B ok\n";
interface I { public function __construct(int $x); }
class C implements I { public function __construct(int $x) {} }
class D extends C { public function __construct(string $x) {} }
--EXPECTF--
B ok

Fatal error: Declaration of D::__construct(string $x) must be compatible with I::__construct(int $x) in %s on line 7
