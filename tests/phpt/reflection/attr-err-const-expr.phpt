--TEST--
Attributes: arguments must be constant expressions
--FILE--
<?php
#[A($x)] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Constant expression contains invalid operations in %s on line 2
