--TEST--
memory_limit: array_fill() past the limit dies with php's fatal before building the array
--INI--
memory_limit=32M
--FILE--
<?php
$a = array_fill(0, 10000000, 1);
echo "not reached\n";
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 2
