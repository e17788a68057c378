--TEST--
array_map callback recursion: a clean Error (php 8.2 segfaults here; HopVM's expectation)
--FILE--
<?php
function f($x) { return array_map('f', [$x]); }
try { f(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--
Error: Maximum call stack size of %d bytes reached. Infinite recursion?
done
