--TEST--
memory_limit: unbounded objects die with php's fatal
--INI--
memory_limit=32M
--FILE--
<?php
class P { public $a = 1; public $b = 'x'; public $c = null; }
$l = [];
while (true) {
    $l[] = new P;
}
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
