--TEST--
memory_limit: str_getcsv() of many fields stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("a,", 4 << 20);
$r = str_getcsv($s);
echo "not reached\n";
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 3
