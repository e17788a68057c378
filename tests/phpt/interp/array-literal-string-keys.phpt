--TEST--
array literals whose first key is a string
--FILE--
<?php
// Array literals with keys built by NewArray: the first string key turns the empty packed array into a hash.
function mk($x) { return ['name' => $x, 'text' => strtoupper($x), 5 => 'five', 'z' => [$x => 1]]; }
var_dump(mk('a'));
$a = ['k' . 1 => 1, 'k2' => 2, 'k3' => 3, 'k4' => 4, 'k5' => 5, 'k6' => 6, 'k7' => 7, 'k8' => 8, 'k9' => 9, 'k10' => 10];
$a[] = 'next';
var_dump($a, current($a), key($a));
$i = 3;
$b = [$i => 'int first', 's' . $i => 'str'];
$b[] = 'after';
var_dump($b);
$c = [...[1, 2], 'x' . $i => 3];
var_dump($c);
$e = [];
foreach ([1, 2] as &$v) { $e['k' . $v] = $v; }
unset($v);
var_dump($e, array_is_list(['a' . 1 => 1]));
--EXPECT--
array(4) {
  ["name"]=>
  string(1) "a"
  ["text"]=>
  string(1) "A"
  [5]=>
  string(4) "five"
  ["z"]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}
array(11) {
  ["k1"]=>
  int(1)
  ["k2"]=>
  int(2)
  ["k3"]=>
  int(3)
  ["k4"]=>
  int(4)
  ["k5"]=>
  int(5)
  ["k6"]=>
  int(6)
  ["k7"]=>
  int(7)
  ["k8"]=>
  int(8)
  ["k9"]=>
  int(9)
  ["k10"]=>
  int(10)
  [0]=>
  string(4) "next"
}
int(1)
string(2) "k1"
array(3) {
  [3]=>
  string(9) "int first"
  ["s3"]=>
  string(3) "str"
  [4]=>
  string(5) "after"
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["x3"]=>
  int(3)
}
array(2) {
  ["k1"]=>
  int(1)
  ["k2"]=>
  int(2)
}
bool(false)
