--TEST--
Magic methods cannot take arguments by reference
--FILE--
<?php
class T { function __get(&$name) { return 1; } }
echo "not reached\n";
--EXPECTF--
Fatal error: Method T::__get() cannot take arguments by reference in %s on line 2
