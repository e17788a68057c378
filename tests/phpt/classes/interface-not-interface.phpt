--TEST--
Implementing a class, extending an interface
--FILE--
<?php
class A {}
interface I {}
echo "before\n";
class B implements I, A {}
--EXPECTF--
before

Fatal error: B cannot implement A - it is not an interface in %s on line 5
