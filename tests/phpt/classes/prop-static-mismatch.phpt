--TEST--
Static and instance properties cannot redeclare each other
--FILE--
<?php
class A { public $x; }
class B extends A { public static $x; }
--EXPECTF--
Fatal error: Cannot redeclare non static A::$x as static B::$x in %s on line 3
