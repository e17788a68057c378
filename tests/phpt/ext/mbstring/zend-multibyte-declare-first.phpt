--TEST--
declare(encoding) must be the first statement
--INI--
zend.multibyte=1
--FILE--
<?php
echo "before\n";
declare(encoding="UTF-8");
--EXPECTF--
Fatal error: Encoding declaration pragma must be the very first statement in the script in %s on line 3
