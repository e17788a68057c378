--TEST--
str_pad() past 4 GiB: php's memory-limit fatal (no 32-bit wrap)
--FILE--
<?php
echo strlen(str_pad('a', 4294967297)), "\n";
--EXPECTF--
Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate 4294971392 bytes) in %s on line 2
