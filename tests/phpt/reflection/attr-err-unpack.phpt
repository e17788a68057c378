--TEST--
Attributes: no unpacking in argument lists
--FILE--
<?php
#[A(...[1])] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Cannot use unpacking in attribute argument list in %s on line 2
