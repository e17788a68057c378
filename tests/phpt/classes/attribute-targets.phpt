--TEST--
php's own attributes may only go where php allows them
--FILE--
<?php
#[Attribute]
class MyAttr {}
class A { #[ReturnTypeWillChange] public function f() {} }
echo "fine\n";
#[ReturnTypeWillChange]
class B {}
--EXPECTF--
Fatal error: Attribute "ReturnTypeWillChange" cannot target class (allowed targets: method) in %s on line 7
