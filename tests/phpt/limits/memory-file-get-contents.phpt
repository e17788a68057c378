--TEST--
memory_limit: file_get_contents() of more than the limit dies with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
$s = file_get_contents("/dev/zero", false, null, 0, 100000000);
echo "not reached\n";
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 2
