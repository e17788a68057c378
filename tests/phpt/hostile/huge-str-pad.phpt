--TEST--
str_pad() to PHP_INT_MAX: php's memory-limit fatal
--FILE--
<?php
echo strlen(str_pad('a', 10, 'xy', STR_PAD_BOTH)), "\n";
echo strlen(str_pad('a', PHP_INT_MAX)), "\n";
--EXPECTF--
10

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 9223372036854779904 bytes) in %s on line 3
