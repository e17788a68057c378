--TEST--
C::__construct() and parent::__construct() written out with no constructor: php's 'Cannot call constructor' (a computed name goes to __callStatic)
--FILE--
<?php
class A { function __call($n, $a) { echo "call $n\n"; } static function __callStatic($n, $a) { echo "callStatic $n\n"; } }
class B extends A { function __construct() { try { parent::__construct(); } catch (Error $e) { echo $e->getMessage(), "\n"; } } }
new B;
try { A::__construct(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { A::__CONSTRUCT(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$m = '__construct';
try { A::$m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class C {}
class D extends C { function __construct() { try { parent::__construct(); } catch (Error $e) { echo $e->getMessage(), "\n"; } } }
new D;
--EXPECT--
Cannot call constructor
Cannot call constructor
Cannot call constructor
callStatic __construct
Cannot call constructor
