--TEST--
appending to $GLOBALS is a compile-time fatal
--FILE--
<?php
$GLOBALS["a"][] = 1;
var_dump($a);
$GLOBALS[] = 1;
--EXPECTF--
Fatal error: Cannot append to $GLOBALS in %s on line 4
