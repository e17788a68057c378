--TEST--
__toString recursion: php's memory fatal, as PHP recursion in php (php 8.2 segfaults here: its C stack; HopVM's expectation)
--FILE--
<?php
class C { function __toString(): string { return (string) new C; } }
try { echo new C; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--

Fatal error: Allowed memory size of 134217728 bytes exhausted (tried to allocate %d bytes) in %s on line %d
