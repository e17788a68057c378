--TEST--
A final constant cannot be redeclared
--FILE--
<?php
interface I { final public const X = 1; }
interface J extends I {}
class A implements I, J {}
echo "A ok\n";
class B implements I { const X = 2; }
--EXPECTF--
A ok

Fatal error: B::X cannot override final constant I::X in %s on line 6
