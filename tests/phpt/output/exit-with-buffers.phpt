--TEST--
exit() with buffers open still runs their handlers
--FILE--
<?php
// exit() with buffers open: the handlers still run.
ob_start(function ($s) { return strrev($s); });
echo "olleh ";
exit("eyb");
--EXPECT--
bye hello
