--TEST--
MultipleIterator errors, SplObjectStorage count, dumps of SPL objects
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$mi = new MultipleIterator(); $a = new ArrayIterator([1]); $mi->attachIterator($a, 'k');
var_dump($mi);
$mi2 = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC);
t(fn() => $mi2->attachIterator(new ArrayIterator([1])));
$mi3 = new MultipleIterator(); t(fn() => $mi3->current()); t(fn() => $mi3->key());
$mi3->attachIterator(new ArrayIterator([])); t(fn() => $mi3->current());
var_dump($mi3->valid(), $mi->containsIterator($a)); $mi->detachIterator($a); var_dump($mi->countIterators());
$s = new SplObjectStorage; $o = new stdClass; $s[$o] = [1, 2, [3]]; var_dump($s->count(COUNT_RECURSIVE), count($s, COUNT_RECURSIVE));
var_dump(new EmptyIterator, new IteratorIterator(new ArrayIterator([1])), new LimitIterator(new ArrayIterator([1])));
var_dump(new SplMinHeap == new SplMinHeap, new SplObjectStorage == new SplObjectStorage);
print_r(new CachingIterator(new ArrayIterator([])));
var_dump(new RecursiveIteratorIterator(new RecursiveArrayIterator([])));
var_export(new SplStack); echo "\n";
var_export(new ArrayIterator([1, 'a' => 2])); echo "\n";
echo json_encode(new SplStack), json_encode(new ArrayIterator([1, 2])), json_encode(new SplFixedArray(2)), "\n";
var_dump((array) new SplObjectStorage, (array) new ArrayIterator(['x' => 1]));
--EXPECT--
object(MultipleIterator)#1 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(1) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(ArrayIterator)#2 (1) {
        ["storage":"ArrayIterator":private]=>
        array(1) {
          [0]=>
          int(1)
        }
      }
      ["inf"]=>
      string(1) "k"
    }
  }
}
NULL
RuntimeException: Called current() on an invalid iterator
RuntimeException: Called key() on an invalid iterator
RuntimeException: Called current() with non valid sub iterator
bool(false)
bool(true)
int(0)
int(1)
int(1)
object(EmptyIterator)#9 (0) {
}
object(IteratorIterator)#10 (0) {
}
object(LimitIterator)#13 (0) {
}
bool(true)
bool(true)
CachingIterator Object
(
)
object(RecursiveIteratorIterator)#13 (0) {
}
\SplStack::__set_state(array(
))
\ArrayIterator::__set_state(array(
   0 => 1,
   'a' => 2,
))
{}{"0":1,"1":2}[null,null]
array(0) {
}
array(1) {
  ["x"]=>
  int(1)
}
