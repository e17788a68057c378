--TEST--
__get recursion: a clean Error (php 8.2 segfaults here; HopVM's expectation)
--FILE--
<?php
class C { function __get($n) { $o = new C; return $o->$n; } }
try { (new C)->foo; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--
Error: Maximum call stack size of %d bytes reached. Infinite recursion?
done
