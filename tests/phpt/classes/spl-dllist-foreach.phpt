--TEST--
SplDoublyLinkedList foreach has a position of its own (nested loops, mode fixed at start, no by-ref, subclass overrides, object ids)
--FILE--
<?php
$l = new SplDoublyLinkedList; $l->push(1); $l->push(2); $l->push(3);
foreach ($l as $k => $a) { foreach ($l as $k2 => $b) echo "$k=>$a $k2=>$b\n"; }
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($l as $k => $v) { $l->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO); echo "$k=>$v\n"; }
$q = new SplQueue; $q[] = 'a'; $q[] = 'b'; foreach ($q as $k => $v) echo "$k:$v "; echo "\n";
$s = new SplStack; $s[] = 'a'; $s[] = 'b'; foreach ($s as $k => $v) echo "$k:$v "; echo "\n";
$d = new SplDoublyLinkedList; $d->push(1); $d->push(2); $d->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($d as $k => $v) echo "$k:$v "; echo count($d), "\n";
try { foreach ($l as &$r) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
class My extends SplDoublyLinkedList { function current(): mixed { return 'my' . parent::current(); } }
$m = new My; $m->push(1); foreach ($m as $v) echo $v, "\n";
var_dump(iterator_to_array($q));
$s = new SplStack; $s->push(1);
iterator_to_array($s);
var_dump(new stdClass);
foreach ($s as $v) {}
var_dump(new stdClass);
$g = (function() { yield 1; })();
iterator_to_array($g); unset($g);
var_dump(new stdClass);
--EXPECT--
0=>1 0=>1
0=>1 1=>2
0=>1 2=>3
1=>2 0=>1
1=>2 1=>2
1=>2 2=>3
2=>3 0=>1
2=>3 1=>2
2=>3 2=>3
2=>3
1=>2
0=>1
0:a 1:b 
1:b 0:a 
0:1 0:2 0
An iterator cannot be used with foreach by reference
my1
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
object(stdClass)#3 (0) {
}
object(stdClass)#3 (0) {
}
object(stdClass)#8 (0) {
}
