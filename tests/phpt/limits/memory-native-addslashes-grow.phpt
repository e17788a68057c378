--TEST--
memory_limit: addslashes() growing its subject stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("\0", 12 << 20);
echo strlen($s), "\n";
$r = addslashes($s);
echo "not reached\n";
--EXPECTF--
12582912

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
