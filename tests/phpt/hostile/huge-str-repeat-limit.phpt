--TEST--
str_repeat() past memory_limit: php's memory-limit fatal
--FILE--
<?php
echo strlen(str_repeat('ab', 1 << 40)), "\n";
--EXPECTF--
Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 2199023259648 bytes) in %s on line 2
