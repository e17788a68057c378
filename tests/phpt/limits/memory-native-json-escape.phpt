--TEST--
memory_limit: json_encode() escaping a long string stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("\xe9\x80\x80", 5 << 20);
echo strlen($s), "\n";
$r = json_encode($s);   // each 3-byte character becomes a 6-byte escape
echo "not reached\n";
--EXPECTF--
15728640

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
