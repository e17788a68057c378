--TEST--
str_repeat() with an overflowing size: php's integer overflow fatal
--FILE--
<?php
echo strlen(str_repeat('ab', PHP_INT_MAX)), "\n";
--EXPECTF--
Fatal error: Possible integer overflow in memory allocation (2 * 9223372036854775807 + 32) in %s on line 2
