--TEST--
memory_limit: var_export(..., true) of one string shared by many elements stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$big = str_repeat("x", 1 << 20);
$arr = array_fill(0, 30, $big);   // 1 MiB of memory, 30 MiB of output
echo count($arr), "\n";
$s = var_export($arr, true);
echo "not reached\n";
--EXPECTF--
30

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
