--TEST--
class declared under an imported name
--FILE--
<?php
use X\Foo;
interface Foo {}
--EXPECTF--
Fatal error: Cannot declare class Foo because the name is already in use in %s on line 3
