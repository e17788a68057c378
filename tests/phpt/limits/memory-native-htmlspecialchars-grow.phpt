--TEST--
memory_limit: htmlspecialchars() growing its subject stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("<", 8 << 20);
echo strlen($s), "\n";
$r = htmlspecialchars($s);
echo "not reached\n";
--EXPECTF--
8388608

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
