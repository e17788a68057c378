--TEST--
memory_limit: registering shutdown functions in an unbounded loop ends in php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
function f() {}
echo "start\n";
for (;;) register_shutdown_function("f");
--EXPECTF--
start

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
