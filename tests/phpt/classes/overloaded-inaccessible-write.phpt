--TEST--
writes through an inaccessible property answered by __get
--FILE--
<?php
// Writes through an inaccessible declared property answered by __get: php's
// "Indirect modification" notice unless __get returns a reference or an object.
class Test {
    protected $property = array('foo' => 'bar');
    function __get($name) { echo "get $name\n"; return $this->property; }
}
$obj = new Test;
$obj->property[] = 1;
$obj->property['x'] = 2;
$obj->property['foo'] .= 'x';
var_dump($obj);
class A { private $p = [1]; private $o; function __construct(){ $this->o = new stdClass; }
  function &__get($n) { echo "get $n\n"; return $this->$n; } }
$a = new A;
$a->p[] = 2;
$a->o->x = 5;
var_dump($a);
class B { private $o; function __construct(){ $this->o = new stdClass; }
  function __get($n) { echo "get $n\n"; return $this->$n; } }
$b = new B;
$b->o->x = 5;
var_dump($b);
--EXPECTF--
get property

Notice: Indirect modification of overloaded property Test::$property has no effect in %s on line 9
get property

Notice: Indirect modification of overloaded property Test::$property has no effect in %s on line 10
get property

Notice: Indirect modification of overloaded property Test::$property has no effect in %s on line 11
object(Test)#1 (1) {
  ["property":protected]=>
  array(1) {
    ["foo"]=>
    string(3) "bar"
  }
}
get p
get o
object(A)#2 (2) {
  ["p":"A":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["o":"A":private]=>
  object(stdClass)#3 (1) {
    ["x"]=>
    int(5)
  }
}
get o
object(B)#4 (1) {
  ["o":"B":private]=>
  object(stdClass)#5 (1) {
    ["x"]=>
    int(5)
  }
}
