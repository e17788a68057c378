--TEST--
exit() in a handler at runtime passes the raw contents on
--FILE--
<?php
// exit() in a handler at runtime: the buffer goes, its raw contents pass on.
register_shutdown_function(function () { echo "sd level=", ob_get_level(), "\n"; });
ob_start(function ($s) { return "<" . $s . ">"; }); echo "outer ";
ob_start(function ($s, $p) { exit(4); });
echo "z";
ob_end_flush();
echo "after";
--EXPECT--
<outer zsd level=1
>
