--TEST--
namespace after code: php's first-statement fatal
--FILE--
<?php
echo 1;
namespace A;
echo 2;
--EXPECTF--
Fatal error: Namespace declaration statement has to be the very first statement or after any declare call in the script in %s on line 3
