--TEST--
foreach over iterators takes php's object handles
--FILE--
<?php
$ao = new ArrayObject([1,2]);
foreach ($ao as $k => $v) { }
var_dump(new stdClass);
$it = $ao->getIterator();
var_dump($it);
unset($it);
foreach ($ao as $k => $v) { var_dump(new stdClass); break; }
$o = new stdClass;
$ao2 = new ArrayObject($o);
var_dump(count($ao2));
foreach ($ao2 as $x) {}
var_dump(new stdClass);
--EXPECT--
object(stdClass)#3 (0) {
}
object(ArrayIterator)#3 (1) {
  ["storage":"ArrayIterator":private]=>
  object(ArrayObject)#1 (1) {
    ["storage":"ArrayObject":private]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
  }
}
object(stdClass)#4 (0) {
}
int(0)
object(stdClass)#5 (0) {
}
