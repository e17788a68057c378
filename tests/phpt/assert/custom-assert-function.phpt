--TEST--
a function named assert() cannot be declared
--FILE--
<?php
namespace Foo;
echo "not reached\n";
function Assert($a) {}
--EXPECTF--
Fatal error: Defining a custom assert() function is not allowed, as the function has special semantics in %s on line 4
