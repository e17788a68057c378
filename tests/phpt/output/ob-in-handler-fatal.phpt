--TEST--
ob_start() inside a handler is a fatal error
--FILE--
<?php
// ob_* calls inside a handler are a fatal error.
ob_start(function ($s, $p) { ob_start(); return "R" . $s; });
echo "z";
ob_end_flush();
echo "after";
--EXPECTF--
Fatal error: ob_start(): Cannot use output buffering in output buffering display handlers in %s on line 3
