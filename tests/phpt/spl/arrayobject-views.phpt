--TEST--
ArrayObject: var_dump/print_r/var_export/json/(array)/== see the storage
--FILE--
<?php
$ao = new ArrayObject([1,2,'a'=>3]);
var_dump(get_object_vars($ao));
var_dump((array)$ao);
var_export($ao); echo "\n";
var_dump(new ArrayObject([1]) == new ArrayObject([2]));
var_dump(new ArrayObject([1]) == new ArrayObject([1]));
echo json_encode($ao), "\n";
$ao->foo = 5;
var_dump($ao);
var_dump(get_object_vars($ao));
var_dump((array)$ao);
print_r($ao);
class B extends ArrayObject { public $x = 1; private $y = 2; }
var_dump(new B([1]));
--EXPECTF--
array(0) {
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["a"]=>
  int(3)
}
\ArrayObject::__set_state(array(
   0 => 1,
   1 => 2,
   'a' => 3,
))
bool(false)
bool(true)
{"0":1,"1":2,"a":3}

Deprecated: Creation of dynamic property ArrayObject::$foo is deprecated in %s on line 9
object(ArrayObject)#1 (2) {
  ["foo"]=>
  int(5)
  ["storage":"ArrayObject":private]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    ["a"]=>
    int(3)
  }
}
array(1) {
  ["foo"]=>
  int(5)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["a"]=>
  int(3)
}
ArrayObject Object
(
    [foo] => 5
    [storage:ArrayObject:private] => Array
        (
            [0] => 1
            [1] => 2
            [a] => 3
        )

)
object(B)#2 (3) {
  ["x"]=>
  int(1)
  ["y":"B":private]=>
  int(2)
  ["storage":"ArrayObject":private]=>
  array(1) {
    [0]=>
    int(1)
  }
}
