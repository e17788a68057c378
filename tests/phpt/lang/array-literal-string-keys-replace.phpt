--TEST--
Array literals with string keys: a key given twice replaces the first value (a reference too, not written through), numeric strings, run-time keys, growth
--FILE--
<?php
// Array literals with string keys: duplicates (the last wins, the first's
// position kept), numeric strings, keys built at run time equal to literal
// ones, references, and growth past the literal's size.
function lit($x, $y) {
    return ['a' => $x, 'b' => $y, 'a' => $y, '12' => 'twelve', 'c' => [$x, 'k' => $y], 'b' => 'B'];
}
var_dump(lit(1, 2));
$k = 'na' . 'me';
$v = 5;
$arr = ['name' => 1, $k => 2, "id" => &$v, 'id' => 7];
var_dump($arr, $v);
$r = 0;
$a2 = ['x' => &$r];
$a2['x'] = 9;
echo $r, "\n";
$big = [];
for ($i = 0; $i < 20; $i++) {
    $big = ['k0' => $i, 'k1' => $i, 'k2' => $i, 'k3' => $i, 'k4' => $i, 'k5' => $i, 'k6' => $i, 'k7' => $i,
            'k8' => $i, 'k9' => $i, 'k10' => $i, 'k0' => -1, "k$i" => 'dyn'];
}
echo count($big), " ", implode(",", array_keys($big)), " ", $big['k0'], " ", $big['k19'], "\n";
class D { function __destruct() { echo "destructed\n"; } }
$d = ['o' => new D, 'o' => 1];
echo "after\n";
--EXPECT--
array(4) {
  ["a"]=>
  int(2)
  ["b"]=>
  string(1) "B"
  [12]=>
  string(6) "twelve"
  ["c"]=>
  array(2) {
    [0]=>
    int(1)
    ["k"]=>
    int(2)
  }
}
array(2) {
  ["name"]=>
  int(2)
  ["id"]=>
  int(7)
}
int(5)
9
12 k0,k1,k2,k3,k4,k5,k6,k7,k8,k9,k10,k19 -1 dyn
destructed
after
