--TEST--
Attributes: new with a dynamic class name
--FILE--
<?php
#[A(new $x)] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Cannot use dynamic class name in constant expression in %s on line 2
