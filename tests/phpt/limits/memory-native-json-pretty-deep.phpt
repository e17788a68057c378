--TEST--
memory_limit: json_encode(JSON_PRETTY_PRINT) of deep data stops at the limit
--INI--
memory_limit=32M
--FILE--
<?php
$a = [];
for ($i = 0; $i < 20000; $i++) $a = [$a];
echo "built\n";
// The indentation is quadratic in the depth: 800 MB of output from 1 MB of arrays.
$s = json_encode($a, JSON_PRETTY_PRINT, 100000);
echo "not reached\n";
--EXPECTF--
built

Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 6
