--TEST--
Attributes: static:: is not a compile-time constant
--FILE--
<?php
#[A(static::X)] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: "static::" is not allowed in compile-time constants in %s on line 2
