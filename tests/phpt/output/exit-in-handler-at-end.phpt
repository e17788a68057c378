--TEST--
exit() in a handler at request end discards the rest
--FILE--
<?php
// exit() in a handler at request end: the rest is discarded.
ob_start(function ($s, $p) { exit(3); });
echo "x";
register_shutdown_function(function () { echo "sd\n"; });
--EXPECT--

