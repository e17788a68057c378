--TEST--
function __autoload() is a compile error (nested too)
--FILE--
<?php
echo "start\n";
if (true) {
    function __AutoLoad($class) {}
}
--EXPECTF--
Fatal error: __autoload() is no longer supported, use spl_autoload_register() instead in %s on line 4
