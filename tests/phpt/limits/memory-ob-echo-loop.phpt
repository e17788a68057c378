--TEST--
memory_limit: echo into ob_start() buffers in a loop ends in the fatal, the buffers discarded unprinted
--INI--
memory_limit=32M
--FILE--
<?php
echo "start\n";
ob_start(function ($b) { return strtoupper($b); });
echo "held\n";
ob_start();
for (;;) echo str_repeat('x', 1000);
--EXPECTF--
start

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 6
