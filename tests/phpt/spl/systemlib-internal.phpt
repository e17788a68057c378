--TEST--
Runtime methods written in PHP behave as internal ones (argument errors, lines, traces)
--FILE--
<?php
// Methods written in PHP in the runtime behave as php's internal ones.
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), " @", $e->getLine(), "\n"; } }
t(fn() => new Exception("a", 1, null, 5));
t(fn() => new Exception([]));
t(fn() => (new SplQueue)->push());
t(fn() => (new SplQueue)->push(1, 2));
t(fn() => (new SplStack)->count(3));
t(fn() => (new SplQueue)->setIteratorMode("x"));
t(fn() => new LimitIterator(new ArrayIterator([]), "2"));
t(fn() => (new SplMinHeap)->top());
$h = new SplPriorityQueue;
t(fn() => $h->setExtractFlags(null));
function f() { return (new SplQueue)->dequeue(); }
try { f(); } catch (RuntimeException $e) { echo $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
t(fn() => iterator_to_array(new ArrayIterator([1, 2]), "1"));
class Q extends SplQueue { public function push($v): void { echo "push $v\n"; parent::push($v); } }
$q = new Q; $q[] = 5; $q->enqueue(6); var_dump(count($q), $q->dequeue());
--EXPECTF--
ArgumentCountError: Exception::__construct() expects at most 3 arguments, 4 given @4
TypeError: Exception::__construct(): Argument #1 ($message) must be of type string, array given @5
ArgumentCountError: SplDoublyLinkedList::push() expects exactly 1 argument, 0 given @6
ArgumentCountError: SplDoublyLinkedList::push() expects exactly 1 argument, 2 given @7
ArgumentCountError: SplDoublyLinkedList::count() expects exactly 0 arguments, 1 given @8
TypeError: SplDoublyLinkedList::setIteratorMode(): Argument #1 ($mode) must be of type int, string given @9
object(LimitIterator)#2 (0) {
}
RuntimeException: Can't peek at an empty heap @11

Deprecated: SplPriorityQueue::setExtractFlags(): Passing null to parameter #1 ($flags) of type int is deprecated in %s on line 13
RuntimeException: Must specify at least one extract flag @13
14
#0 %s(14): SplQueue->dequeue()
#1 %s(15): f()
#2 {main}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
int(5)
