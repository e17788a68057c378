--TEST--
use of an alias a class of the file already took
--FILE--
<?php
namespace Q;
interface Foo {}
use X\Foo;
--EXPECTF--
Fatal error: Cannot use X\Foo as Foo because the name is already in use in %s on line 4
