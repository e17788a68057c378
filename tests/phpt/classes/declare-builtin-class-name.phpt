--TEST--
declaring a class-like under a name of the runtime's (defined yet or not) is php's fatal
--FILE--
<?php
echo "start\n";
interface stdClass { }
--EXPECTF--
start

Fatal error: Cannot declare interface stdClass, because the name is already in use in %s on line 3
