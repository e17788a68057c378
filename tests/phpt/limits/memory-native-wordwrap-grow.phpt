--TEST--
memory_limit: wordwrap() growing its subject stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("x", 8 << 20);
echo strlen($s), "\n";
$r = wordwrap($s, 1, "abcdef", true);
echo "not reached\n";
--EXPECTF--
8388608

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
