--TEST--
Deep PHP recursion: its frames count against memory_limit, given back on return; runaway recursion ends in php's memory fatal and shutdown functions still run
--FILE--
<?php
// Deep PHP recursion costs memory (the VM stack's pages count against memory_limit),
// given back when the recursion returns.
function f($n) { return $n ? f($n - 1) : memory_get_usage(); }
$before = memory_get_usage();
$deep = f(100000);
var_dump($deep - $before > 1000000);
var_dump(memory_get_usage() - $before < 100000);
ini_set('memory_limit', '16M');
register_shutdown_function(function () { echo "shutdown: ", f(10) > 0 ? "ok" : "?", "\n"; });
function g($n) { return g($n + 1); }
g(0);
--EXPECTF--
bool(true)
bool(true)

Fatal error: Allowed memory size of 16777216 bytes exhausted (tried to allocate %d bytes) in %s on line 11
shutdown: ok
