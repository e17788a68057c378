--TEST--
Reflection subclasses, uncloneable reflection objects, internal members, modifier names
--FILE--
<?php
class MyRC extends ReflectionClass { public $extra = 1; function names() { return $this->getShortName() . '/' . $this->name; } }
$r = new MyRC('stdClass');
var_dump($r->names(), $r);
class Broken extends ReflectionClass { function __construct() {} }
try { (new Broken)->getName(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c = clone $r; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(new ReflectionFunction('strlen'), new ReflectionMethod('Exception', 'getMessage'), new ReflectionParameter('strlen', 0), new ReflectionProperty('Exception', 'message'), new ReflectionClassConstant('ReflectionMethod', 'IS_PUBLIC'));
var_dump((new ReflectionMethod('Exception', 'getMessage'))->isInternal(), (new ReflectionMethod('Exception', 'getMessage'))->getFileName(), (new ReflectionClass('Exception'))->getFileName(), (new ReflectionClass('Exception'))->getStartLine());
var_dump((string)(new ReflectionMethod('Exception', 'getMessage'))->getReturnType());
var_dump((new ReflectionClass('ReflectionClass'))->isInternal(), (new ReflectionClass('ReflectionClass'))->getExtensionName(), (new ReflectionClass('stdClass'))->getExtensionName(), (new ReflectionFunction('strlen'))->getExtensionName());
var_dump(Reflection::getModifierNames(ReflectionMethod::IS_STATIC | ReflectionMethod::IS_FINAL | ReflectionMethod::IS_PROTECTED), Reflection::getModifierNames(ReflectionProperty::IS_READONLY | ReflectionProperty::IS_PRIVATE));
$o = new class { public $a = 1; function m() {} };
$ro = new ReflectionObject($o);
var_dump($ro->isAnonymous(), $ro->getShortName() === $ro->getName(), $ro->isFinal());
var_dump(ReflectionClass::IS_FINAL, ReflectionClass::IS_EXPLICIT_ABSTRACT, ReflectionMethod::IS_ABSTRACT, ReflectionProperty::IS_READONLY, ReflectionAttribute::IS_INSTANCEOF, ReflectionFunction::IS_DEPRECATED);
var_dump((new ReflectionClass('ReflectionClass'))->getParentClass(), (new ReflectionClass('ReflectionObject'))->getParentClass()->name);
var_dump(in_array('Reflector', class_implements('ReflectionClass')));
var_dump((new ReflectionFunction('strlen'))->getParameters()[0]->getType()->getName());
--EXPECT--
string(17) "stdClass/stdClass"
object(MyRC)#1 (2) {
  ["name"]=>
  string(8) "stdClass"
  ["extra"]=>
  int(1)
}
Error: Internal error: Failed to retrieve the reflection object
Error: Trying to clone an uncloneable object of class MyRC
object(ReflectionFunction)#3 (1) {
  ["name"]=>
  string(6) "strlen"
}
object(ReflectionMethod)#4 (2) {
  ["name"]=>
  string(10) "getMessage"
  ["class"]=>
  string(9) "Exception"
}
object(ReflectionParameter)#5 (1) {
  ["name"]=>
  string(6) "string"
}
object(ReflectionProperty)#6 (2) {
  ["name"]=>
  string(7) "message"
  ["class"]=>
  string(9) "Exception"
}
object(ReflectionClassConstant)#7 (2) {
  ["name"]=>
  string(9) "IS_PUBLIC"
  ["class"]=>
  string(16) "ReflectionMethod"
}
bool(true)
bool(false)
bool(false)
bool(false)
string(6) "string"
bool(true)
string(10) "Reflection"
string(4) "Core"
string(4) "Core"
array(3) {
  [0]=>
  string(5) "final"
  [1]=>
  string(9) "protected"
  [2]=>
  string(6) "static"
}
array(2) {
  [0]=>
  string(7) "private"
  [1]=>
  string(8) "readonly"
}
bool(true)
bool(true)
bool(false)
int(32)
int(64)
int(64)
int(128)
int(2)
int(2048)
bool(false)
string(15) "ReflectionClass"
bool(true)
string(6) "string"
