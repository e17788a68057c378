--TEST--
SplStack offsets count from the top
--FILE--
<?php
$s = new SplStack; foreach ([1,2,3,4] as $v) $s->push($v);
var_dump($s[0], $s[3]); $s[0] = 'top'; $s->add(1, 'ins'); $s->add(5, 'end'); unset($s[2]);
print_r(iterator_to_array($s)); var_dump($s);
$l = new SplDoublyLinkedList; foreach ([1,2,3] as $v) $l->push($v); $l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
var_dump($l[0]); $l->add(0, 'x'); var_dump($l);
--EXPECT--
int(4)
int(1)
Array
(
    [4] => end
    [3] => top
    [2] => ins
    [1] => 2
    [0] => 1
)
object(SplStack)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(6)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(5) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    string(3) "ins"
    [3]=>
    string(3) "top"
    [4]=>
    string(3) "end"
  }
}
int(3)
object(SplDoublyLinkedList)#2 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(2)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(4) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    string(1) "x"
    [3]=>
    int(3)
  }
}
