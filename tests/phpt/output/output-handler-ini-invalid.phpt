--TEST--
output_handler ini naming no function
--INI--
output_handler=no_such_fn
--FILE--
<?php
echo "x\n";
var_dump(ob_get_level());
--EXPECT--
Warning: PHP Request Startup: function "no_such_fn" not found or invalid function name in Unknown on line 0
x
int(0)
