--TEST--
__METHOD__ in class constants and defaults is empty, __FUNCTION__ the enclosing function's
--FILE--
<?php
class Foo { const X = __METHOD__; const F = __FUNCTION__; const C = __CLASS__; public $p = __METHOD__; public $q = __FUNCTION__; }
function foo() {
  class Bar { const X = __METHOD__; const F = __FUNCTION__; public $p = __METHOD__; public $q = __FUNCTION__; function m($a = __METHOD__, $b = __FUNCTION__) { return [$a, $b]; } }
  $o = new class { const X = __METHOD__; const F = __FUNCTION__; };
  var_dump($o::X, $o::F);
}
foo();
var_dump(Foo::X, Foo::F, Foo::C, (new Foo)->p, (new Foo)->q);
var_dump(Bar::X, Bar::F, (new Bar)->p, (new Bar)->q, (new Bar)->m());
--EXPECT--
string(0) ""
string(3) "foo"
string(0) ""
string(0) ""
string(3) "Foo"
string(0) ""
string(0) ""
string(0) ""
string(3) "foo"
string(0) ""
string(3) "foo"
array(2) {
  [0]=>
  string(6) "Bar::m"
  [1]=>
  string(1) "m"
}
