--TEST--
memory_limit: class_alias() in an unbounded loop ends in php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
class A {}
echo "start\n";
for ($i = 0; ; $i++) class_alias("A", "Alias$i");
--EXPECTF--
start

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
