--TEST--
SplMinHeap, SplMaxHeap, SplHeap corruption, SplPriorityQueue
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$h = new SplMinHeap;
t(fn() => $h->extract()); t(fn() => $h->top());
foreach ([5,3,8,1,9,2,7,3,3] as $x) $h->insert($x);
var_dump($h);
t(fn()=>$h->extract()); var_dump($h);
foreach ($h as $k => $v) echo "$k=>$v ";
echo "\n"; var_dump(count($h));
$h = new SplMaxHeap; foreach ([5,3,8,1,9,2,7,3,3,10,0,4] as $x) $h->insert($x); var_dump($h);
class H extends SplHeap { public $n = 0; protected function compare($a, $b): int { if ($this->n++ == 3) throw new Exception("boom"); return $a <=> $b; } }
$h = new H; t(fn()=>$h->insert(1)); t(fn()=>$h->insert(2)); t(fn()=>$h->insert(3)); t(fn()=>$h->insert(4)); t(fn()=>$h->insert(5)); t(fn()=>$h->isCorrupted()); t(fn()=>$h->top()); t(fn()=>$h->extract()); t(fn()=>count($h));
var_dump($h); t(fn()=>$h->recoverFromCorruption()); t(fn()=>$h->top());
$pq = new SplPriorityQueue;
t(fn()=>$pq->extract()); t(fn()=>$pq->top());
foreach ([['a',3],['b',1],['c',3],['d',5],['e',3],['f',0]] as [$v,$p]) $pq->insert($v, $p);
var_dump($pq);
t(fn()=>$pq->setExtractFlags(0));
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH); var_dump($pq->top());
$pq->setExtractFlags(SplPriorityQueue::EXTR_PRIORITY); var_dump($pq->top());
$pq->setExtractFlags(SplPriorityQueue::EXTR_DATA);
foreach ($pq as $k => $v) echo "$k=>$v ";
echo "\n";
print_r($pq);
var_dump($pq->insert(1,2));
--EXPECT--
RuntimeException: Can't extract from an empty heap
RuntimeException: Can't peek at an empty heap
object(SplMinHeap)#1 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(9) {
    [0]=>
    int(1)
    [1]=>
    int(3)
    [2]=>
    int(2)
    [3]=>
    int(3)
    [4]=>
    int(9)
    [5]=>
    int(8)
    [6]=>
    int(7)
    [7]=>
    int(5)
    [8]=>
    int(3)
  }
}
int(1)
object(SplMinHeap)#1 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(8) {
    [0]=>
    int(2)
    [1]=>
    int(3)
    [2]=>
    int(3)
    [3]=>
    int(3)
    [4]=>
    int(9)
    [5]=>
    int(8)
    [6]=>
    int(7)
    [7]=>
    int(5)
  }
}
7=>2 6=>3 5=>3 4=>3 3=>5 2=>7 1=>8 0=>9 
int(0)
object(SplMaxHeap)#2 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(12) {
    [0]=>
    int(10)
    [1]=>
    int(9)
    [2]=>
    int(7)
    [3]=>
    int(3)
    [4]=>
    int(8)
    [5]=>
    int(4)
    [6]=>
    int(5)
    [7]=>
    int(1)
    [8]=>
    int(3)
    [9]=>
    int(3)
    [10]=>
    int(0)
    [11]=>
    int(2)
  }
}
bool(true)
bool(true)
bool(true)
Exception: boom
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
bool(true)
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
int(4)
object(H)#1 (4) {
  ["n"]=>
  int(4)
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(true)
  ["heap":"SplHeap":private]=>
  array(4) {
    [0]=>
    int(3)
    [1]=>
    int(4)
    [2]=>
    int(2)
    [3]=>
    int(1)
  }
}
bool(true)
int(3)
RuntimeException: Can't extract from an empty heap
RuntimeException: Can't peek at an empty heap
object(SplPriorityQueue)#2 (3) {
  ["flags":"SplPriorityQueue":private]=>
  int(1)
  ["isCorrupted":"SplPriorityQueue":private]=>
  bool(false)
  ["heap":"SplPriorityQueue":private]=>
  array(6) {
    [0]=>
    array(2) {
      ["data"]=>
      string(1) "d"
      ["priority"]=>
      int(5)
    }
    [1]=>
    array(2) {
      ["data"]=>
      string(1) "a"
      ["priority"]=>
      int(3)
    }
    [2]=>
    array(2) {
      ["data"]=>
      string(1) "c"
      ["priority"]=>
      int(3)
    }
    [3]=>
    array(2) {
      ["data"]=>
      string(1) "b"
      ["priority"]=>
      int(1)
    }
    [4]=>
    array(2) {
      ["data"]=>
      string(1) "e"
      ["priority"]=>
      int(3)
    }
    [5]=>
    array(2) {
      ["data"]=>
      string(1) "f"
      ["priority"]=>
      int(0)
    }
  }
}
RuntimeException: Must specify at least one extract flag
array(2) {
  ["data"]=>
  string(1) "d"
  ["priority"]=>
  int(5)
}
int(5)
5=>d 4=>a 3=>e 2=>c 1=>b 0=>f 
SplPriorityQueue Object
(
    [flags:SplPriorityQueue:private] => 1
    [isCorrupted:SplPriorityQueue:private] => 
    [heap:SplPriorityQueue:private] => Array
        (
        )

)
bool(true)
