--TEST--
__toString recursion: a clean Error (php 8.2 segfaults here; HopVM's expectation)
--FILE--
<?php
class C { function __toString(): string { return (string) new C; } }
try { echo new C; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--
Error: Maximum call stack size of %d bytes reached. Infinite recursion?
done
