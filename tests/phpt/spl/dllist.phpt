--TEST--
SplDoublyLinkedList, SplQueue, SplStack
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$l = new SplDoublyLinkedList;
t(fn() => $l->pop()); t(fn() => $l->shift()); t(fn() => $l->top()); t(fn() => $l->bottom());
t(fn() => $l[0]); t(fn() => $l[0] = 1); t(fn() => $l['a']); t(fn() => $l->offsetUnset(3)); t(fn() => $l->add(5, 1));
t(fn() => $l[] = 5); t(fn() => $l['x'] = 5); t(fn() => $l[1.5]); t(fn() => $l["0"]); t(fn() => isset($l[0]));t(fn() => isset($l['x']));
t(fn() => $l[null] = 6);
var_dump($l);
$q = new SplQueue; $q[] = 1; $q->enqueue(2); var_dump($q); t(fn() => $q->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO));
$s = new SplStack; $s[] = 1; $s->push(2); var_dump($s); t(fn() => $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO));
foreach ($s as $k => $v) echo "$k => $v\n";
$l = new SplDoublyLinkedList; for ($i=0;$i<5;$i++) $l->push($i);
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE | SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($l as $k => $v) echo "$k => $v\n"; var_dump(count($l));
for ($i=0;$i<5;$i++) $l->push($i);
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($l as $k => $v) echo "$k => $v\n"; var_dump(count($l));
for ($i=0;$i<5;$i++) $l->push($i);
$l->setIteratorMode(0);
$l->add(2, 'x'); $l->add(6, 'end'); $l->offsetUnset(0);
foreach ($l as $k => $v) { echo "$k => $v\n"; }
$l->rewind(); $l->next(); $l->prev(); var_dump($l->current(), $l->key()); $l->prev(); var_dump($l->current(), $l->key(), $l->valid());
print_r($l); var_export($l); var_dump((array)$l);
var_dump($l->getIteratorMode(), $l->setIteratorMode(1));
t(fn() => $l->setIteratorMode(100));
var_dump($l->__serialize());
--EXPECTF--
RuntimeException: Can't pop from an empty datastructure
RuntimeException: Can't shift from an empty datastructure
RuntimeException: Can't peek at an empty datastructure
RuntimeException: Can't peek at an empty datastructure
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::offsetSet(): Argument #1 ($index) is out of range
TypeError: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) must be of type int, string given
OutOfRangeException: SplDoublyLinkedList::offsetUnset(): Argument #1 ($index) is out of range
OutOfRangeException: SplDoublyLinkedList::add(): Argument #1 ($index) is out of range
int(5)
TypeError: SplDoublyLinkedList::offsetSet(): Argument #1 ($index) must be of type ?int, string given

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 6
OutOfRangeException: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) is out of range
int(5)
bool(true)
TypeError: SplDoublyLinkedList::offsetExists(): Argument #1 ($index) must be of type int, string given
int(6)
object(SplDoublyLinkedList)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(0)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(5)
    [1]=>
    int(6)
  }
}
object(SplQueue)#2 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(4)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
RuntimeException: Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen
object(SplStack)#4 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(6)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
RuntimeException: Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen
1 => 2
0 => 1
4 => 4
3 => 3
2 => 2
1 => 1
0 => 0
int(0)
0 => 0
0 => 1
0 => 2
0 => 3
0 => 4
int(0)
0 => 1
1 => x
2 => 2
3 => 3
4 => 4
5 => end
int(1)
int(0)
NULL
int(-1)
bool(false)
SplDoublyLinkedList Object
(
    [flags:SplDoublyLinkedList:private] => 0
    [dllist:SplDoublyLinkedList:private] => Array
        (
            [0] => 1
            [1] => x
            [2] => 2
            [3] => 3
            [4] => 4
            [5] => end
        )

)
\SplDoublyLinkedList::__set_state(array(
))array(0) {
}
int(0)
int(1)
int(0)
array(3) {
  [0]=>
  int(0)
  [1]=>
  array(6) {
    [0]=>
    int(1)
    [1]=>
    string(1) "x"
    [2]=>
    int(2)
    [3]=>
    int(3)
    [4]=>
    int(4)
    [5]=>
    string(3) "end"
  }
  [2]=>
  array(0) {
  }
}
