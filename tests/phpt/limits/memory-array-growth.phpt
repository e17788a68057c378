--TEST--
memory_limit: an unbounded packed array dies with php's fatal (shutdown functions run)
--INI--
memory_limit=32M
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown runs\n"; });
$a = [];
for ($i = 0; ; $i++) {
    $a[] = $i;
}
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
shutdown runs
