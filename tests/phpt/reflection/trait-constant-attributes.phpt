--TEST--
a trait constant's attributes and doc comment through the using class
--FILE--
<?php
// A trait constant's attributes and doc comment, read through the class that uses the trait.
#[Attribute]
class TestAttribute { public function __construct(public string $value) {} }
trait TestTrait {
  /** doc */
  #[TestAttribute(value: 'x')]
  public const Constant = 42;
}
class TestClass { use TestTrait; }
foreach ([TestTrait::class, TestClass::class] as $c) {
  $rc = (new ReflectionClass($c))->getReflectionConstant('Constant');
  var_dump($rc->getAttributes()[0]->getArguments(), $rc->getDocComment(), $rc->getDeclaringClass()->name);
}
--EXPECT--
array(1) {
  ["value"]=>
  string(1) "x"
}
string(10) "/** doc */"
string(9) "TestTrait"
array(1) {
  ["value"]=>
  string(1) "x"
}
string(10) "/** doc */"
string(9) "TestClass"
