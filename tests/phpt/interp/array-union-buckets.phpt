--TEST--
array union: keys of every kind, tombstones, references, empty and shared operands, growth, internal pointer
--FILE--
<?php
$a = ['startLine' => 1, 'startFilePos' => 5];
$b = ['endLine' => 2, 'endFilePos' => 9, 'startLine' => 99];
var_dump($a + $b, $b + $a);
// packed + packed, packed + hash, hash + packed
var_dump([1, 2] + [7, 8, 9], [1, 2] + ['x' => 1, 5 => 'five'], ['x' => 1] + [10, 20]);
// empty operands, the same array, every key already there
$e = [];
var_dump($e + $a, $a + $e, $a + $a, $a + ['startLine' => 0]);
// tombstones in the right operand
$c = ['a' => 1, 'b' => 2, 'c' => 3, 7 => 'seven'];
unset($c['b']);
var_dump(['z' => 0] + $c);
// references in either operand
$x = 1;
$r = ['ref' => &$x, 'v' => 2];
$u = ['w' => 0] + $r;
$x = 5;
var_dump($u);
$u['ref'] = 6;
var_dump($x);
// the result is a new array: the operands do not change
$d = ['k' => [1, 2]];
$f = $d + ['m' => new ArrayObject([3])];
$f['k'][] = 3;
var_dump($d, count($f));
// next key after a union of int keys
$g = [5 => 'a'] + [9 => 'b', 2 => 'c'];
$g[] = 'next';
var_dump($g);
// +=
$h = ['p' => 1];
$h += ['q' => 2, 'p' => 3];
$h += [];
var_dump($h);
// a large right operand (growth)
$big = [];
for ($i = 0; $i < 40; $i++) $big["k$i"] = $i;
$s = ['k3' => 'kept'] + $big;
var_dump(count($s), $s['k3'], $s['k39'], array_key_first($s), array_key_last($s));
// internal pointer of the result
$p = ['a' => 1, 'b' => 2];
next($p);
$q = $p + ['c' => 3];
var_dump(current($q), key($q));
$q2 = $p + ['a' => 9];
var_dump(current($q2));
// errors
try { var_dump([1] + 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array(4) {
  ["startLine"]=>
  int(1)
  ["startFilePos"]=>
  int(5)
  ["endLine"]=>
  int(2)
  ["endFilePos"]=>
  int(9)
}
array(4) {
  ["endLine"]=>
  int(2)
  ["endFilePos"]=>
  int(9)
  ["startLine"]=>
  int(99)
  ["startFilePos"]=>
  int(5)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(9)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["x"]=>
  int(1)
  [5]=>
  string(4) "five"
}
array(3) {
  ["x"]=>
  int(1)
  [0]=>
  int(10)
  [1]=>
  int(20)
}
array(2) {
  ["startLine"]=>
  int(1)
  ["startFilePos"]=>
  int(5)
}
array(2) {
  ["startLine"]=>
  int(1)
  ["startFilePos"]=>
  int(5)
}
array(2) {
  ["startLine"]=>
  int(1)
  ["startFilePos"]=>
  int(5)
}
array(2) {
  ["startLine"]=>
  int(1)
  ["startFilePos"]=>
  int(5)
}
array(4) {
  ["z"]=>
  int(0)
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
  [7]=>
  string(5) "seven"
}
array(3) {
  ["w"]=>
  int(0)
  ["ref"]=>
  &int(5)
  ["v"]=>
  int(2)
}
int(6)
array(1) {
  ["k"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
int(2)
array(4) {
  [5]=>
  string(1) "a"
  [9]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  [10]=>
  string(4) "next"
}
array(2) {
  ["p"]=>
  int(1)
  ["q"]=>
  int(2)
}
int(40)
string(4) "kept"
int(39)
string(2) "k3"
string(3) "k39"
int(2)
string(1) "b"
int(2)
Unsupported operand types: array + int
