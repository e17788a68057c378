--TEST--
foreach over ArrayIterator steps natively: storage changed mid-loop, overriding subclasses, object storage, references
--FILE--
<?php
// foreach and iterator_to_array over ArrayIterator (directly and through
// IteratorAggregate), with the storage changed while iterating, subclasses
// overriding steps, object storage and references in the array.
class Bag implements IteratorAggregate {
  public function __construct(private array $items) {}
  public function getIterator(): Iterator { return new ArrayIterator($this->items); }
}
foreach (new Bag(['a' => 1, 'b' => [2], 5 => 'x', 'c' => null]) as $k => $v) echo var_export($k, true), '=>', json_encode($v), "\n";
foreach (new Bag([]) as $v) echo "never\n";
$it = new ArrayIterator([1, 2, 3, 4]);
foreach ($it as $k => $v) {
  echo "$k:$v ";
  if ($k == 0) { $it[10] = 'added'; unset($it[1]); }
  if ($k == 2) $it->offsetSet(2, 'changed');
}
echo "\n", json_encode(iterator_to_array($it)), "\n";
// The current element removed and put back under another key.
$it = new ArrayIterator(['x' => 1, 'y' => 2, 'z' => 3]);
foreach ($it as $k => $v) { echo "$k=$v "; if ($k === 'x') { unset($it['x']); $it['w'] = 9; } }
echo "\n";
class Upper extends ArrayIterator {
  public function current(): mixed { return strtoupper(parent::current()); }
}
foreach (new Upper(['p' => 'q', 'r' => 's']) as $k => $v) echo "$k=$v ";
echo "\n";
class Counting extends ArrayIterator {
  public int $nexts = 0;
  public function next(): void { $this->nexts++; parent::next(); }
}
$c = new Counting([1, 2, 3]);
foreach ($c as $v) echo $v;
echo " nexts=", $c->nexts, "\n";
// Storage that is an object, or an ArrayObject.
$o = new stdClass; $o->a = 1; $o->b = 2;
foreach (new ArrayIterator($o) as $k => $v) echo "$k=$v ";
foreach ((new ArrayObject(['m' => 1, 'n' => 2]))->getIterator() as $k => $v) echo "$k=$v ";
foreach (new ArrayIterator(new ArrayObject([7, 8])) as $k => $v) echo "$k=$v ";
echo "\n";
// References inside the array, nested loops over one iterator, manual steps.
$x = 1; $arr = [&$x, 2];
foreach (new ArrayIterator($arr) as $v) { $x = 5; echo $v, ' '; }
$it = new ArrayIterator(['a', 'b']);
foreach ($it as $i) foreach ($it as $j) echo "$i$j ";
echo "\n";
$it->rewind(); $it->next();
var_dump($it->valid(), $it->key(), $it->current());
$it->next();
var_dump($it->valid(), $it->key(), $it->current());
echo json_encode(iterator_to_array(new Bag([3 => 'c', 'k' => 'v']))), "\n";
// A generator delegating to an ArrayIterator.
function gen() { yield from new ArrayIterator(['g' => 1, 'h' => 2]); }
foreach (gen() as $k => $v) echo "$k=$v ";
echo "\n";
--EXPECT--
'a'=>1
'b'=>[2]
5=>"x"
'c'=>null
0:1 2:3 3:4 10:added 
{"0":1,"2":"changed","3":4,"10":"added"}
x=1 z=3 w=9 
p=Q r=S 
123 nexts=3
a=1 b=2 m=1 n=2 0=7 1=8 
1 2 aa ab 
bool(true)
int(1)
string(1) "b"
bool(false)
NULL
NULL
{"3":"c","k":"v"}
g=1 h=2
