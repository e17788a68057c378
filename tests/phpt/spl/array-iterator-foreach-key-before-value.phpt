--TEST--
foreach over an ArrayIterator: one fetch per step, the key read before the value is assigned (a destructor changing the iterator does not change the step's key)
--FILE--
<?php
// foreach ($it as $k => $v) over an ArrayIterator: the key is read before the
// value is assigned, so a destructor run by that assignment which changes the
// iterator does not change the key of this step.
class D {
  public function __construct(public ArrayIterator $it, public string $what) {}
  public function __destruct() {
    echo "destruct {$this->what}\n";
    unset($this->it[0]);
    $this->it['late'] = 'L';
  }
}
$it = new ArrayIterator(['a', 'b', 'c']);
$v = new D($it, 'old value');
foreach ($it as $k => $v) echo var_export($k, true), ' => ', var_export($v, true), "\n";
echo json_encode($it->getArrayCopy()), "\n";
$it = new ArrayIterator(['x' => 1, 'y' => 2]);
$k = new D($it, 'old key');
foreach ($it as $k => $v) echo var_export($k, true), ' => ', var_export($v, true), "\n";
// Keys only, values only, empty, rewound twice, and after the end.
$it = new ArrayIterator([3 => 'p', 'q' => 'r']);
foreach ($it as $v) echo $v;
foreach ($it as $k => $_) echo $k;
foreach (new ArrayIterator([]) as $v) echo 'never';
echo "\n";
var_dump($it->valid(), $it->key());
foreach ($it as $k => $v) { if ($k === 3) { $it->offsetUnset('q'); } echo "$k=$v\n"; }
--EXPECT--
destruct old value
0 => 'a'
2 => 'c'
'late' => 'L'
{"1":"b","2":"c","late":"L"}
destruct old key
'x' => 1
'y' => 2
'late' => 'L'
pr3q
bool(false)
NULL
3=p
