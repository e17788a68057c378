--TEST--
JIT: foreach in compiled regions (IterInit/IterNext as branching interp-ones)
--FILE--
<?php
// foreach in compiled regions: IterInit/IterNext run in the interpreter
// (InterpOneBr) and compiled code goes on where they went: the body, or
// after the loop.
function sums(array $rows) {
    $total = 0;
    foreach ($rows as $k => $row) {
        if ($k === 'skip') continue;
        foreach ($row as $v) {
            if ($v < 0) break;
            $total += $v;
        }
        foreach ([] as $never) { $total = -1; }
    }
    return $total;
}
echo sums([[1, 2, 3], 'skip' => [100], [4, -1, 100], [], [5.5]]), "\n";

function byref(array $a) {
    foreach ($a as &$v) { $v = $v * 2; }
    unset($v);
    return $a;
}
echo implode(",", byref([1, 2, 3])), "\n";

class It implements Iterator {
    private $i = 0;
    public function __construct(private array $d) {}
    public function current(): mixed { echo "current\n"; return $this->d[$this->i]; }
    public function key(): mixed { return $this->i; }
    public function next(): void { echo "next\n"; $this->i++; }
    public function rewind(): void { echo "rewind\n"; $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->d); }
}
function iter($it) {
    $s = 0;
    foreach ($it as $k => $v) { $s += $k * $v; }
    return $s;
}
echo iter(new It([3, 4, 5])), "\n";
function gen() { for ($i = 1; $i <= 3; $i++) yield $i => $i * 10; }
echo iter(gen()), "\n";
function modify(array $a) {
    $n = 0;
    foreach ($a as $v) { $a[] = $v; $n++; }   // iterates the original copy
    return [$n, count($a)];
}
var_dump(modify([1, 2, 3]));
function objects(array $objs) {
    $s = 0.0;
    foreach ($objs as $o) { $o->w *= 2; $s += $o->w; }
    return $s;
}
class O { public $w = 1.5; }
echo objects([new O, new O, new O]), "\n";
--EXPECT--
15.5
2,4,6
rewind
current
next
current
next
current
next
14
140
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(6)
}
9
