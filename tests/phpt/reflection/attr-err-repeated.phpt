--TEST--
Attributes: engine attributes must not be repeated
--FILE--
<?php
#[AllowDynamicProperties] #[AllowDynamicProperties] class X {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Attribute "AllowDynamicProperties" must not be repeated in %s on line 2
