--TEST--
a promoted parameter's null default does not make its type nullable: php's compile error
--FILE--
<?php
class T { function __construct(public int|string $x = null) {} }
--EXPECTF--
Fatal error: Cannot use null as default value for parameter $x of type string|int in %s on line 2
