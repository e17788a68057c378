--TEST--
An alias for a method no trait has
--FILE--
<?php
trait T { function f() {} }
class A { use T { g as h; } }
--EXPECTF--
Fatal error: An alias (h) was defined for method g(), but this method does not exist in %s on line 3
