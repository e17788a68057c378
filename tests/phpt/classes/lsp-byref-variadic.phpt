--TEST--
By-reference and variadic parameters must match
--FILE--
<?php
interface I { public function f(&$a, ...$rest); }
class C implements I { public function f($a, ...$rest) {} }
--EXPECTF--
Fatal error: Declaration of C::f($a, ...$rest) must be compatible with I::f(&$a, ...$rest) in %s on line 3
