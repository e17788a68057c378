--TEST--
ArrayObject: shared iterator, sorts, exchangeArray, iterator class, clone, modification during iteration, nesting
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$ao = new ArrayObject(['b' => 2, 'a' => 1, 'c' => 3]);
$it = $ao->getIterator();
$ao['d'] = 4;
foreach ($it as $k => $v) echo "$k=$v ";
echo "\n", get_class($it), " ", count($ao), " ", count($it), "\n";
$ao->ksort(); print_r($ao->getArrayCopy());
$ao->asort(); print_r($ao->getArrayCopy());
$ao->uasort(fn($a, $b) => $b <=> $a); print_r($ao->getArrayCopy());
$ao->uksort(fn($a, $b) => strcmp($b, $a)); print_r($ao->getArrayCopy());
$n = new ArrayObject(['img12.png', 'img10.png', 'IMG2.png', 'img1.png']);
$n->natsort(); print_r($n->getArrayCopy()); $n->natcasesort(); print_r($n->getArrayCopy());
$old = $ao->exchangeArray([9, 8]); print_r($old); print_r($ao->getArrayCopy());
class MyIt extends ArrayIterator {}
$ao->setIteratorClass('MyIt'); var_dump($ao->getIteratorClass(), get_class($ao->getIterator()));
t(fn() => $ao->setIteratorClass('stdClass'));
$p = new ArrayObject(['x' => 1], ArrayObject::ARRAY_AS_PROPS);
var_dump($p->x, isset($p->x), isset($p->y)); $p->y = 2; var_dump($p['y']); unset($p->x); var_dump(count($p));
var_dump($p->flags ?? 'noflags');
$q = new ArrayObject(['x' => 1]);
$q->dyn = 5; var_dump($q->dyn, isset($q['dyn']));
$q->setFlags(ArrayObject::STD_PROP_LIST); var_dump((array)$q, $q->getFlags());
$c = clone $ao; $c[] = 7; var_dump(count($ao), count($c));
$ci = clone $it; 
$it2 = new ArrayIterator([1, 2, 3, 4]);
foreach ($it2 as $k => $v) { if ($k == 1) $it2[] = 99; echo "$v "; }
echo "\n";
$it3 = new ArrayIterator([1, 2, 3, 4]);
foreach ($it3 as $k => $v) { if ($k == 1) unset($it3[2]); echo "$k:$v "; }
echo "\n";
var_dump(iterator_to_array(new ArrayObject([1, 'a' => 2])));
echo json_encode(new ArrayObject(['a' => 1, 'b' => [1,2]])), "\n";
$nested = new ArrayObject(new ArrayObject([1, 2, 3]));
var_dump(count($nested), $nested[1]); $nested[] = 4; var_dump($nested);
$ri = new RecursiveArrayIterator([1, [2, 3], new ArrayObject([4])]);
foreach ($ri as $k => $v) var_dump($ri->hasChildren());
var_dump($ri->getChildren());
$ai = new ArrayIterator([1,2,3]); $ai->seek(2); var_dump($ai->current(), $ai->key());
var_dump(new ArrayObject([1]) == new ArrayObject([1]), new ArrayObject([1]) == new ArrayObject([2]), new ArrayObject([1]) < new ArrayObject([2]));
$e = new ArrayObject(); var_dump(empty($e[0]), isset($e[0]));
$ao3 = new ArrayObject(['k' => null, 'z' => 0]); var_dump(isset($ao3['k']), $ao3->offsetExists('k'), empty($ao3['z']), array_key_exists('k', $ao3->getArrayCopy()));
var_dump($ao3);
--EXPECTF--
b=2 a=1 c=3 d=4 
ArrayIterator 4 4
Array
(
    [a] => 1
    [b] => 2
    [c] => 3
    [d] => 4
)
Array
(
    [a] => 1
    [b] => 2
    [c] => 3
    [d] => 4
)
Array
(
    [d] => 4
    [c] => 3
    [b] => 2
    [a] => 1
)
Array
(
    [d] => 4
    [c] => 3
    [b] => 2
    [a] => 1
)
Array
(
    [2] => IMG2.png
    [3] => img1.png
    [1] => img10.png
    [0] => img12.png
)
Array
(
    [3] => img1.png
    [2] => IMG2.png
    [1] => img10.png
    [0] => img12.png
)
Array
(
    [d] => 4
    [c] => 3
    [b] => 2
    [a] => 1
)
Array
(
    [0] => 9
    [1] => 8
)
string(4) "MyIt"
string(4) "MyIt"
TypeError: ArrayObject::setIteratorClass(): Argument #1 ($iteratorClass) must be a class name derived from ArrayIterator, stdClass given
int(1)
bool(true)
bool(false)
int(2)
int(1)
string(7) "noflags"

Deprecated: Creation of dynamic property ArrayObject::$dyn is deprecated in %s on line 22
int(5)
bool(false)
array(1) {
  ["dyn"]=>
  int(5)
}
int(1)
int(2)
int(3)
1 2 3 4 99 
0:1 1:2 3:4 
array(2) {
  [0]=>
  int(1)
  ["a"]=>
  int(2)
}
{"a":1,"b":[1,2]}
int(3)
int(2)
object(ArrayObject)#10 (1) {
  ["storage":"ArrayObject":private]=>
  object(ArrayObject)#12 (1) {
    ["storage":"ArrayObject":private]=>
    array(4) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      int(3)
      [3]=>
      int(4)
    }
  }
}
bool(false)
bool(true)
bool(true)
NULL
int(3)
int(2)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
object(ArrayObject)#15 (1) {
  ["storage":"ArrayObject":private]=>
  array(2) {
    ["k"]=>
    NULL
    ["z"]=>
    int(0)
  }
}
