--TEST--
An enum cannot declare cases() itself
--FILE--
<?php
echo "before\n";
enum E { case A; public static function cases(): array { return []; } }
--EXPECTF--
before

Fatal error: Cannot redeclare E::cases() in %s on line 3
