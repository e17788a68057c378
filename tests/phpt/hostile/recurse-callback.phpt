--TEST--
array_map callback recursion: php's memory fatal, as PHP recursion in php (php 8.2 segfaults here: its C stack; HopVM's expectation)
--FILE--
<?php
function f($x) { return array_map('f', [$x]); }
try { f(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate %d bytes) in %s on line %d
