--TEST--
memory_limit: the fatal discards a handler's buffer without calling it; shutdown functions run with no buffer
--INI--
memory_limit=32M
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown ", ob_get_level(), "\n"; });
ob_start(function ($b) { return "[" . $b . "]"; });
echo "held\n";
$a = []; for (;;) $a[] = str_repeat('x', 1000);
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 5
shutdown 0
