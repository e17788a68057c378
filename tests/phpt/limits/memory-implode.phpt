--TEST--
memory_limit: implode() whose result does not fit dies with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
$a = array_fill(0, 100000, str_repeat("y", 400));
echo count($a), "\n";
$s = implode(",", $a);
echo "not reached\n";
--EXPECTF--
100000

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate 40103936 bytes) in %s on line 4
