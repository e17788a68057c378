--TEST--
Enums cannot declare magic methods (also not through traits)
--FILE--
<?php
trait T { public function __get($n) { return 1; } }
echo "before\n";
enum E { use T; case A; }
--EXPECTF--
before

Fatal error: Enum E cannot include magic method __get in %s on line 4
