--TEST--
Array union: keys added once in the right operand's order, left values win, operands unchanged, references kept
--FILE--
<?php
// `$a + $b`: keys of $b that $a lacks are added in $b's order; $a's values
// win; $a itself is unchanged; references inside $b stay references.
$a = ['x' => 1, 'y' => null, 3 => 'three'];
$b = ['y' => 'b-y', 'z' => 'b-z', 3 => 'b3', 7 => 'b7', 'x' => 'b-x'];
var_dump($a + $b, $a);
var_dump($a + $a, [] + $b, $a + [], [1, 2] + [5, 6, 7, 8], ['k' => 1] + [10, 20]);
$v = 1;
$r = ['p' => &$v];
$u = ['q' => 0] + $r;
$v = 2;
var_dump($u);
$u['p'] = 3;
var_dump($v);
$big = [];
for ($i = 0; $i < 20; $i++) $big["k$i"] = $i;
$small = ['k3' => 'small', 'new' => true];
$s = $small + $big;
echo count($s), ' ', implode(',', array_keys($s)), "\n";
$n = [5 => 'a'] + [6 => 'b', 'c'];
$n[] = 'next';
var_dump($n);
$acc = ['start' => 1];
for ($i = 0; $i < 5; $i++) $acc = $acc + ["i$i" => $i, 'start' => 'no'];
echo json_encode($acc), "\n";
$acc += ['end' => 9];
echo json_encode($acc), "\n";
--EXPECT--
array(5) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
  [3]=>
  string(5) "three"
  ["z"]=>
  string(3) "b-z"
  [7]=>
  string(2) "b7"
}
array(3) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
  [3]=>
  string(5) "three"
}
array(3) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
  [3]=>
  string(5) "three"
}
array(5) {
  ["y"]=>
  string(3) "b-y"
  ["z"]=>
  string(3) "b-z"
  [3]=>
  string(2) "b3"
  [7]=>
  string(2) "b7"
  ["x"]=>
  string(3) "b-x"
}
array(3) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
  [3]=>
  string(5) "three"
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(7)
  [3]=>
  int(8)
}
array(3) {
  ["k"]=>
  int(1)
  [0]=>
  int(10)
  [1]=>
  int(20)
}
array(2) {
  ["q"]=>
  int(0)
  ["p"]=>
  &int(2)
}
int(3)
21 k3,new,k0,k1,k2,k4,k5,k6,k7,k8,k9,k10,k11,k12,k13,k14,k15,k16,k17,k18,k19
array(4) {
  [5]=>
  string(1) "a"
  [6]=>
  string(1) "b"
  [7]=>
  string(1) "c"
  [8]=>
  string(4) "next"
}
{"start":1,"i0":0,"i1":1,"i2":2,"i3":3,"i4":4}
{"start":1,"i0":0,"i1":1,"i2":2,"i3":3,"i4":4,"end":9}
