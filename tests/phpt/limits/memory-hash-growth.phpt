--TEST--
memory_limit: an unbounded hash array dies with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
$a = [];
for ($i = 0; ; $i++) {
    $a["key" . $i] = $i;
}
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 4
