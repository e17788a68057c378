--TEST--
Attributes: the engine's attributes check their targets
--FILE--
<?php
class X { #[Attribute] function m() {} }
echo "unreachable\n";
--EXPECTF--
Fatal error: Attribute "Attribute" cannot target method (allowed targets: class) in %s on line 2
