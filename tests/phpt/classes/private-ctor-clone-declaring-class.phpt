--TEST--
inaccessible constructor and __clone name their declaring class
--FILE--
<?php
class X { private function __clone() {} private function __construct() {} static function mk() { return new static; } }
class Y extends X { static function c($o) { return clone $o; } static function n() { return new Y; } }
$y = Y::mk();
try { Y::c($y); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { Y::n(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone $y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to private X::__clone() from scope Y
Call to private X::__construct() from scope Y
Call to private X::__construct() from global scope
Call to private X::__clone() from global scope
