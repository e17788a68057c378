--TEST--
declare(encoding) with zend.multibyte checks the encoding's name
--INI--
zend.multibyte=1
--FILE--
<?php
declare(encoding="UTF-8");
declare(encoding="bogus");
declare(encoding=1);
echo "ran\n";
var_dump(func_get_args_global());
function func_get_args_global() { try { return eval("return func_num_args();"); } catch (Error $e) { return $e->getMessage(); } }
--EXPECTF--
Warning: Unsupported encoding [bogus] in %s on line 3

Warning: Unsupported encoding [1] in %s on line 4
ran
string(54) "func_num_args() must be called from a function context"
