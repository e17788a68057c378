--TEST--
memory_limit: var_dump() captured by ob_start() stops at the limit (the buffers are discarded)
--INI--
memory_limit=32M
--FILE--
<?php
$big = str_repeat("x", 1 << 20);
$arr = array_fill(0, 40, $big);
echo count($arr), "\n";
ob_start();
echo "discarded at the fatal\n";
var_dump($arr);
$s = ob_get_clean();
echo "not reached\n";
--EXPECTF--
40

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 7
