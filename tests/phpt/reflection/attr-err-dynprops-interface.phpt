--TEST--
Attributes: AllowDynamicProperties on an interface
--FILE--
<?php
#[AllowDynamicProperties] interface I {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Cannot apply #[AllowDynamicProperties] to interface in %s on line 2
