--TEST--
Property defaults, getDefaultProperties, setValue errors
--FILE--
<?php
class A { public static $x = 1; public int $t; public $u; public ?int $n = null; function __construct(public $p = 3, public int $q = 4) {} }
A::$x = 5;
$p = new ReflectionProperty('A','x');
var_dump($p->getDefaultValue(), $p->hasDefaultValue());
var_dump((new ReflectionClass('A'))->getDefaultProperties());
foreach (['t','u','n','p','q'] as $n) { $p = new ReflectionProperty('A',$n); var_dump($p->hasDefaultValue(), $p->getDefaultValue()); }
$o = new A;
$o->dyn = 1;
$p = new ReflectionProperty($o, 'dyn');
var_dump($p, $p->isDefault(), $p->hasDefaultValue(), $p->getModifiers());
echo $p;
echo new ReflectionProperty('A', 'x');
echo new ReflectionProperty('A', 'n');
echo new ReflectionProperty('A', 'p');
try { var_dump((new ReflectionProperty('A','t'))->getValue($o)); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump((new ReflectionProperty('A','t'))->getValue()); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { var_dump((new ReflectionProperty('A','t'))->getValue(new stdClass)); } catch (Exception $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { (new ReflectionProperty('A','t'))->setValue($o); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { (new ReflectionProperty('A','t'))->setValue(1, 2); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
try { (new ReflectionProperty('A','t'))->setValue($o, "x"); } catch (Error $e) { echo get_class($e), $e->getMessage(), "\n"; }
(new ReflectionProperty('A','x'))->setValue(7); var_dump(A::$x);
(new ReflectionProperty('A','x'))->setValue(null, 8); var_dump(A::$x);
var_dump((new ReflectionProperty('A','t'))->isInitialized($o));
--EXPECTF--
int(1)
bool(true)
array(4) {
  ["x"]=>
  int(1)
  ["u"]=>
  NULL
  ["n"]=>
  NULL
  ["p"]=>
  NULL
}
bool(false)
NULL
bool(true)
NULL
bool(true)
NULL
bool(true)
NULL
bool(false)
NULL

Deprecated: Creation of dynamic property A::$dyn is deprecated in %s on line 9
object(ReflectionProperty)#3 (2) {
  ["name"]=>
  string(3) "dyn"
  ["class"]=>
  string(1) "A"
}
bool(false)
bool(false)
int(1)
Property [ <dynamic> public $dyn ]
Property [ public static $x = 1 ]
Property [ public ?int $n = NULL ]
Property [ public $p = NULL ]
Typed property A::$t must not be accessed before initialization
TypeErrorReflectionProperty::getValue(): Argument #1 ($object) must be provided for instance properties
ReflectionExceptionGiven object is not an instance of the class this property was declared in
ArgumentCountErrorReflectionProperty::setValue() expects exactly 2 arguments, 1 given
TypeErrorReflectionProperty::setValue(): Argument #1 ($objectOrValue) must be of type object, int given
TypeErrorCannot assign string to property A::$t of type int
int(7)
int(8)
bool(false)
