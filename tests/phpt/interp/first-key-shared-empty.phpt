--TEST--
The first key stored into an empty array a local shares (static literal, copies, by-reference parameters): the local gets its own array
--FILE--
<?php
// The first key stored into an empty array the local shares (a literal's
// static `[]`, a copy of another variable's, a by-reference parameter's):
// the local gets its own array, the other holders keep theirs empty.
function attrs(&$start = null, &$end = null) {
    $start = [];
    $start['line'] = 1;
    $end = [];
    $end[5] = 'five';
    $end['x'] = 'y';
}
attrs($s, $e);
var_dump($s, $e);
$a = [];
$b = $a;
$a['k'] = 1;
$a[] = 2;
var_dump($a, $b);
$c = [];
$d = $c;
$c[3] = 'three';
$c[] = 'four';
var_dump($c, $d);
$z = [];
$z2 = $z;
$z[0] = 'zero';
$z[] = 'one';
var_dump($z, $z2);
$w = [];
$w2 = $w;
$w[] = 'appended';
var_dump($w, $w2);
$n = [];
$n["12"] = 'int key from a string';
$n[-3] = 'neg';
var_dump($n);
function loop() {
    $out = [];
    for ($i = 0; $i < 3; $i++) {
        $row = [];
        $row['i'] = $i;
        $row['sq'] = $i * $i;
        $out[] = $row;
    }
    return $out;
}
var_dump(loop());
// by-reference foreach over the shared empty array does not see the new key.
$p = [];
$q = $p;
foreach ($q as &$v) { echo "never\n"; }
unset($v);
$p['a'] = 1;
var_dump($p, $q);
--EXPECTF--
array(1) {
  ["line"]=>
  int(1)
}
array(2) {
  [5]=>
  string(4) "five"
  ["x"]=>
  string(1) "y"
}
array(2) {
  ["k"]=>
  int(1)
  [0]=>
  int(2)
}
array(0) {
}
array(2) {
  [3]=>
  string(5) "three"
  [4]=>
  string(4) "four"
}
array(0) {
}
array(2) {
  [0]=>
  string(4) "zero"
  [1]=>
  string(3) "one"
}
array(0) {
}
array(1) {
  [0]=>
  string(8) "appended"
}
array(0) {
}
array(2) {
  [12]=>
  string(21) "int key from a string"
  [-3]=>
  string(3) "neg"
}
array(3) {
  [0]=>
  array(2) {
    ["i"]=>
    int(0)
    ["sq"]=>
    int(0)
  }
  [1]=>
  array(2) {
    ["i"]=>
    int(1)
    ["sq"]=>
    int(1)
  }
  [2]=>
  array(2) {
    ["i"]=>
    int(2)
    ["sq"]=>
    int(4)
  }
}
array(1) {
  ["a"]=>
  int(1)
}
array(0) {
}
