--TEST--
Attributes: positional argument after a named one
--FILE--
<?php
#[A(a: 1, 2)] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Cannot use positional argument after named argument in %s on line 2
