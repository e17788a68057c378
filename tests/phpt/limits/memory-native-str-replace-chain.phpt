--TEST--
memory_limit: str_replace() with arrays, each pass growing the subject, stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$s = str_repeat("x", 1 << 20);
$r = str_replace(["x", "y"], ["yy", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"], $s);
echo "not reached\n";
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 3
