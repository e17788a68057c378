--TEST--
memory_limit: a -d value below the usage at start-up is refused (php's default stays)
--INI--
memory_limit=1K
--FILE--
<?php
var_dump(ini_get("memory_limit"));
$s = str_repeat('x', 200 * 1024 * 1024);
--EXPECTF--
Warning: Failed to set memory limit to 1024 bytes (Current memory usage is 2097152 bytes) in Unknown on line 0
string(4) "128M"

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 209719296 bytes) in %s on line 3
