--TEST--
memory_limit: define() in an unbounded loop ends in php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
echo "start\n";
for ($i = 0; ; $i++) define("CONST_$i", $i);
--EXPECTF--
start

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 3
