--TEST--
memory_limit: a huge str_repeat() dies with php's fatal (php's size)
--INI--
memory_limit=32M
--FILE--
<?php
echo "before\n";
$s = str_repeat('x', 100 * 1024 * 1024);
echo "not reached\n";
--EXPECTF--
before

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate 104861696 bytes) in %s on line 3
