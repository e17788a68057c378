--TEST--
memory_limit: unbounded closures die with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
$l = [];
$i = 0;
while (true) {
    $l[] = function () use ($i) { return $i; };
    $i++;
}
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
