--TEST--
use function of an alias a function of the file already took
--FILE--
<?php
namespace Q;
function foo() {}
use function X\foo;
--EXPECTF--
Fatal error: Cannot use function X\foo as foo because the name is already in use in %s on line 4
