--TEST--
foreach's end, isset of a local, literal array keys, by-reference locals passed again (interpreter fast paths)
--FILE--
<?php
// foreach's end, isset($local), array literal keys, by-reference locals passed again
class D { public function __construct(public string $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }

function loopEnd() {
    foreach ([new D('a'), new D('b')] as $i => $d) { echo "in $i {$d->n}\n"; }
    echo "after loop\n";
    unset($d);
    echo "after unset\n";
    $n = 0;
    foreach (['x' => 1, 'y' => 2] as $k => $v) { $n += $v; }
    foreach ([] as $v) { echo "never\n"; }
    $a = [1, 2, 3];
    foreach ($a as $v) { foreach ($a as $w) { $n += $w; } }
    echo "n=$n k=$k v=$v\n";
    $it = new ArrayIterator([1, 2]);
    foreach ($it as $v) { $n += $v; }
    echo "n=$n\n";
}
loopEnd();

function issets($p) {
    $r = [];
    $r[] = isset($undef);
    $n = null;
    $r[] = isset($n);
    $r[] = isset($p);
    $ref = 5;
    $alias = &$ref;
    $r[] = isset($alias);
    $ref = null;
    $r[] = isset($alias);
    unset($p);
    $r[] = isset($p);
    if (isset($r)) $r[] = 'set';
    if (!isset($nothing)) $r[] = 'unset';
    var_dump($r);
}
issets(0);

function literals($x, $y) {
    $s = 'dyn' . $x;
    $a = ['a' => $x, 'b' => $y, 3 => $x, '7' => $y, $s => 1, 'a' => 'again', 1.5 => 'f', true => 't', null => 'n'];
    var_dump($a);
    $v = 1;
    $b = ['k' => &$v, 'k' => 2];
    $v = 9;
    var_dump($b);
    $c = ['z' => new D('lit'), 'z' => 1];
    echo "replaced\n";
    var_dump($c);
}
literals(1, [2]);

function byRef(&$out, $in) { $out = ($out ?? 0) + $in; }
function passes() {
    for ($i = 0; $i < 3; $i++) byRef($t, $i);
    var_dump($t);
    $u = 10;
    $w = &$u;
    byRef($w, 1);
    byRef($u, 1);
    var_dump($u, $w);
    preg_match('/(b)/', 'abc', $m);
    preg_match('/(c)/', 'abc', $m);
    var_dump($m);
}
passes();
--EXPECTF--
in 0 a
in 1 b
destruct a
after loop
destruct b
after unset
n=21 k=y v=3
n=24
array(8) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(true)
  [3]=>
  bool(true)
  [4]=>
  bool(false)
  [5]=>
  bool(false)
  [6]=>
  string(3) "set"
  [7]=>
  string(5) "unset"
}

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 43
array(7) {
  ["a"]=>
  string(5) "again"
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
  [3]=>
  int(1)
  [7]=>
  array(1) {
    [0]=>
    int(2)
  }
  ["dyn1"]=>
  int(1)
  [1]=>
  string(1) "t"
  [""]=>
  string(1) "n"
}
array(1) {
  ["k"]=>
  int(2)
}
destruct lit
replaced
array(1) {
  ["z"]=>
  int(1)
}
int(3)
int(12)
int(12)
array(2) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "c"
}
