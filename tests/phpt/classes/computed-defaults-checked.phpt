--TEST--
computed property defaults checked against their type (strict), parent:: in constants checked when evaluated, first-class callables of non-callables
--FILE--
<?php
declare(strict_types=1);
define("FOO", 5);
class A { public int $foo = FOO; public float $f = FOO; }
class B { public string $foo = FOO; }
var_dump((new A)->foo, (new A)->f);
for ($i = 0; $i < 2; $i++) { try { var_dump((new B)->foo); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class P { const C = 1; }
class K extends P { const B = parent::C; }
var_dump(K::B);
class N { const B = parent::C; }
try { N::B; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $fn = [new stdClass, 'nope'](...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $fn = 'Nope::x'; $fn(...); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(5)
float(5)
Cannot assign int to property B::$foo of type string
Cannot assign int to property B::$foo of type string
int(1)
Cannot access "parent" when current class scope has no parent
Call to undefined method stdClass::nope()
Class "Nope" not found
