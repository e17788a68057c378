--TEST--
Reflection exceptions and errors with php's messages
--FILE--
<?php
class A { private $x; protected $y; public $z; private function pm() {} const C = 1; private const PC = 2; }
class B extends A {}
function tryit($f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
tryit(fn() => new ReflectionProperty('B', 'x'));
tryit(fn() => new ReflectionClass('Nope'));
tryit(fn() => new ReflectionClass('\Nope'));
tryit(fn() => new ReflectionMethod('B', 'nope'));
tryit(fn() => new ReflectionMethod('B::nope'));
tryit(fn() => new ReflectionMethod('Bnope'));
tryit(fn() => new ReflectionFunction('nope'));
tryit(fn() => new ReflectionProperty('B', 'nope'));
tryit(fn() => new ReflectionClassConstant('B', 'nope'));
tryit(fn() => new ReflectionClassConstant('B', 'PC'));
tryit(fn() => new ReflectionParameter('strlen', 'nope'));
tryit(fn() => new ReflectionParameter('strlen', 5));
tryit(fn() => new ReflectionParameter(['B', 'zz'], 0));
tryit(fn() => new ReflectionParameter(['Nope', 'zz'], 0));
tryit(fn() => new ReflectionParameter([1], 0));
tryit(fn() => new ReflectionParameter(42, 0));
tryit(fn() => (new ReflectionClass('B'))->getMethod('nope'));
tryit(fn() => (new ReflectionClass('B'))->getProperty('nope'));
tryit(fn() => (new ReflectionClass('B'))->isSubclassOf('Nope'));
tryit(fn() => (new ReflectionClass('B'))->implementsInterface('Nope'));
tryit(fn() => (new ReflectionClass('B'))->implementsInterface('A'));
tryit(fn() => new ReflectionEnum('B'));
tryit(fn() => (new ReflectionFunction(function(){}))->getAttributes('x', 4));
tryit(fn() => (new ReflectionFunction(function(){}))->getAttributes('Nope', ReflectionAttribute::IS_INSTANCEOF));
tryit(fn() => (new ReflectionClass('B'))->newInstance(1));
class PrivCtor { private function __construct() {} }
tryit(fn() => (new ReflectionClass('PrivCtor'))->newInstance());
tryit(fn() => (new ReflectionClass('PrivCtor'))->newInstanceArgs([]));
echo get_class((new ReflectionClass("PrivCtor"))->newInstanceWithoutConstructor()), "\n";
interface I {}
tryit(fn() => (new ReflectionClass('I'))->newInstanceWithoutConstructor());
tryit(fn() => (new ReflectionClass('Generator'))->newInstanceWithoutConstructor());
tryit(fn() => (new ReflectionParameter('strlen', 0))->getDefaultValue());
var_dump((new ReflectionClass('B'))->getConstant('PC'), (new ReflectionClass('B'))->hasConstant('PC'), (new ReflectionClass('B'))->getReflectionConstant('C')->class);
$r = new ReflectionClass('B');
echo get_class($r), "\n";
var_dump((array)$r, $r->name);
--EXPECT--
ReflectionException: Property B::$x does not exist
ReflectionException: Class "Nope" does not exist
ReflectionException: Class "\Nope" does not exist
ReflectionException: Method B::nope() does not exist
ReflectionException: Method B::nope() does not exist
ReflectionException: ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name
ReflectionException: Function nope() does not exist
ReflectionException: Property B::$nope does not exist
ReflectionException: Constant B::nope does not exist
ReflectionException: Constant B::PC does not exist
ReflectionException: The parameter specified by its name could not be found
ReflectionException: The parameter specified by its offset could not be found
ReflectionException: Method B::zz() does not exist
ReflectionException: Class "Nope" does not exist
ReflectionException: Expected array($object, $method) or array($classname, $method)
ReflectionException: ReflectionParameter::__construct(): Argument #1 ($function) must be a string, an array(class, method), or a callable object, int given
ReflectionException: Method B::nope() does not exist
ReflectionException: Property B::$nope does not exist
ReflectionException: Class "Nope" does not exist
ReflectionException: Interface "Nope" does not exist
ReflectionException: A is not an interface
ReflectionException: Class "B" is not an enum
ValueError: ReflectionFunctionAbstract::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
Error: Class "Nope" not found
ReflectionException: Class B does not have a constructor, so you cannot pass any constructor arguments
ReflectionException: Access to non-public constructor of class PrivCtor
ReflectionException: Access to non-public constructor of class PrivCtor
PrivCtor
Error: Cannot instantiate interface I
ReflectionException: Class Generator is an internal class marked as final that cannot be instantiated without invoking its constructor
ReflectionException: Internal error: Failed to retrieve the default value
bool(false)
bool(false)
string(1) "A"
ReflectionClass
array(1) {
  ["name"]=>
  string(1) "B"
}
string(1) "B"
