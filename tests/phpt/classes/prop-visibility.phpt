--TEST--
A redeclared property may not be less visible
--FILE--
<?php
class A { protected static $s; }
class B extends A { private static $s; }
--EXPECTF--
Fatal error: Access level to B::$s must be protected (as in class A) or weaker in %s on line 3
