--TEST--
A redeclared property keeps its type
--FILE--
<?php
class P {}
class A { public P|int $x; protected ?int $y = null; public $z; }
class B extends A { public int|P $x; public ?int $y = 1; public $z = 2; }
var_dump(new B);
class C extends A { public ?P $x; }
--EXPECTF--
Fatal error: Type of C::$x must be P|int (as in class A) in %s on line 6
