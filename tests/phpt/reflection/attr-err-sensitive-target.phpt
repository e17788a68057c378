--TEST--
Attributes: SensitiveParameter only on parameters
--FILE--
<?php
#[SensitiveParameter] function f() {}
echo "unreachable\n";
--EXPECTF--
Fatal error: Attribute "SensitiveParameter" cannot target function (allowed targets: parameter) in %s on line 2
