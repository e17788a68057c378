--TEST--
declare(encoding) without zend.multibyte warns that it is ignored
--FILE--
<?php
declare(encoding="UTF-8");
declare(encoding="bogus");
declare(encoding=1);
echo "ran\n";
var_dump(func_get_args_global());
function func_get_args_global() { try { return eval("return func_num_args();"); } catch (Error $e) { return $e->getMessage(); } }
--EXPECTF--
Warning: declare(encoding=...) ignored because Zend multibyte feature is turned off by settings in %s on line 2

Warning: declare(encoding=...) ignored because Zend multibyte feature is turned off by settings in %s on line 3

Warning: declare(encoding=...) ignored because Zend multibyte feature is turned off by settings in %s on line 4
ran
string(54) "func_num_args() must be called from a function context"
