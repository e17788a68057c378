--TEST--
A case of a non-backed enum has no value
--FILE--
<?php
echo "never printed\n";
enum E { case A; case B = 1; }
--EXPECTF--
Fatal error: Case B of non-backed enum E must not have a value in %s on line 3
