--TEST--
Engine attribute classes: Attribute flags, AllowDynamicProperties, SensitiveParameter(Value), targets
--FILE--
<?php
#[Attribute]
class X {}
#[Attribute(Attribute::TARGET_METHOD|Attribute::IS_REPEATABLE)]
class Y {}
var_dump((new ReflectionClass('X'))->getAttributes()[0]->newInstance());
var_dump((new ReflectionClass('Y'))->getAttributes()[0]->newInstance());
var_dump((new ReflectionClass('Y'))->getAttributes()[0]->getArguments());
var_dump(count((new ReflectionClass('Attribute'))->getAttributes()), (new ReflectionClass('Attribute'))->getAttributes()[0]->getArguments());
#[AllowDynamicProperties]
class D {}
var_dump((new ReflectionClass('D'))->getAttributes()[0]->newInstance());
function f(#[SensitiveParameter] $p) {}
var_dump((new ReflectionFunction('f'))->getParameters()[0]->getAttributes()[0]->newInstance());
$v = new SensitiveParameterValue(42);
var_dump($v, $v->getValue());
class Z { #[ReturnTypeWillChange] function m() {} }
var_dump((new ReflectionMethod('Z', 'm'))->getAttributes()[0]->getName());
$c = #[X] static fn() => 1;
var_dump((new ReflectionFunction($c))->getAttributes()[0]->getTarget());
#[X]
enum E { #[X] case A; }
var_dump((new ReflectionEnumUnitCase('E', 'A'))->getAttributes()[0]->getTarget());
--EXPECT--
object(Attribute)#1 (1) {
  ["flags"]=>
  int(63)
}
object(Attribute)#1 (1) {
  ["flags"]=>
  int(68)
}
array(1) {
  [0]=>
  int(68)
}
int(1)
array(1) {
  [0]=>
  int(1)
}
object(AllowDynamicProperties)#2 (0) {
}
object(SensitiveParameter)#1 (0) {
}
object(SensitiveParameterValue)#1 (0) {
}
int(42)
string(20) "ReturnTypeWillChange"
int(2)
int(16)
