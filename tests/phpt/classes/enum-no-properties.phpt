--TEST--
Enums cannot have properties
--FILE--
<?php
trait T { public $x; }
echo "before\n";
enum E { use T; case A; }
--EXPECTF--
before

Fatal error: Enum E cannot include properties in %s on line 4
