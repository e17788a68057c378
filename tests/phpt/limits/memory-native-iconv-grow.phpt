--TEST--
memory_limit: iconv() growing its input stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("x", 6 << 20);
echo strlen($s), "\n";
$r = iconv('UTF-8', 'UTF-32LE', $s);
echo "not reached\n";
--EXPECTF--
6291456

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
