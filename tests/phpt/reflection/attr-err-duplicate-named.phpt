--TEST--
Attributes: duplicate named argument
--FILE--
<?php
#[A(a: 1, a: 2)] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Duplicate named parameter $a in %s on line 2
