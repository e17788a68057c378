--TEST--
ReflectionProperty export shows initializers until the class computes its defaults
--FILE--
<?php
class C { const K = 3; public $expr = self::K * 2; public $e2 = PHP_INT_SIZE; public $e3 = D::X; public static $s = self::K + 1; public int $typed; function __get($n) { return "magic"; } }
class D { const X = 'dx'; }
echo new ReflectionProperty('C', 'expr');
echo new ReflectionProperty('C', 'e2');
echo new ReflectionProperty('C', 'e3');
echo new ReflectionProperty('C', 's');
$c = new C;
echo new ReflectionProperty('C', 'e3');
echo new ReflectionProperty('C', 's');
try { var_dump($c->typed); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Property [ public $expr = 6 ]
Property [ public $e2 = 8 ]
Property [ public $e3 = D::X ]
Property [ public static $s = 4 ]
Property [ public $e3 = 'dx' ]
Property [ public static $s = 4 ]
Typed property C::$typed must not be accessed before initialization
