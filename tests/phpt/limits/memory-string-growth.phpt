--TEST--
memory_limit: an unbounded string dies with php's fatal; error_get_last() in a shutdown function
--INI--
memory_limit=32M
--FILE--
<?php
register_shutdown_function(function () {
    $e = error_get_last();
    echo "shutdown: ", $e ? $e['message'] : 'none', "\n";
});
$s = '';
while (true) {
    $s .= str_repeat('x', 1024);
}
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes) in %s on line 8
shutdown: Allowed memory size of 33554432 bytes exhausted (tried to allocate %d bytes)
