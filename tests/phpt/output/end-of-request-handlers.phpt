--TEST--
buffers left open at request end run their handlers after shutdown functions and destructors
--FILE--
<?php
// Buffers left open at request end go through their handlers (FINAL), innermost first,
// after shutdown functions and destructors.
class D { function __destruct() { echo "dtor level=", ob_get_level(), "\n"; } }
$d = new D;
register_shutdown_function(function () { echo "shutdown level=", ob_get_level(), "\n"; });
ob_start(function ($s, $p) { return "A(" . $p . ":" . $s . ")"; });
ob_start(function ($s, $p) { return "B(" . $p . ":" . strtoupper($s) . ")"; });
ob_start(function ($s, $p) { return false; });
echo "body\n";
--EXPECT--
A(9:B(9:BODY
SHUTDOWN LEVEL=3
DTOR LEVEL=3
))
