--TEST--
Readonly-ness of a redeclared property must match
--FILE--
<?php
class A { public readonly int $x; }
class B extends A { public int $x; }
--EXPECTF--
Fatal error: Cannot redeclare readonly property A::$x as non-readonly B::$x in %s on line 3
