--TEST--
memory_limit: range() past the limit dies with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
$a = range(1, 10000000);
echo "not reached\n";
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate 268439552 bytes) in %s on line 2
