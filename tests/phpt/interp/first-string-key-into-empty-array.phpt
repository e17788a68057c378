--TEST--
the first string key written into a shared or static empty array
--FILE--
<?php
// the first string key written into a shared or static empty array
function make() { $a = []; $a['x'] = 1; $a['y'] = 2; return $a; }
var_dump(make(), make());
$e = [];
$f = $e;
$f['k'] = 'v';
var_dump($e, $f);
$a = [1];
unset($a[0]);
$b = $a;
$b['s'] = 2;
$b[] = 3;
var_dump($a, $b);
$g = [5, 6];
array_pop($g); array_pop($g);
$h = $g;
$h['w'] = 1;
$h[] = 7;
var_dump($h);
$lit = ['a' => 1, 'b' => ['c' => 2, 'd' => []]];
$lit['b']['d']['e'] = 3;
var_dump($lit);
$r = [];
$r2 = &$r;
$r['z'] = 1;
var_dump($r2);
$cur = [];
$cc = $cur;
$cc['q'] = 9;
var_dump(current($cc), key($cc));
class P { public $arr = []; public static $s = []; }
$p = new P; $p->arr['k'] = 1; P::$s['j'] = 2;
$p2 = new P;
var_dump($p->arr, $p2->arr, P::$s);
--EXPECT--
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
array(0) {
}
array(1) {
  ["k"]=>
  string(1) "v"
}
array(0) {
}
array(2) {
  ["s"]=>
  int(2)
  [1]=>
  int(3)
}
array(2) {
  ["w"]=>
  int(1)
  [0]=>
  int(7)
}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    ["c"]=>
    int(2)
    ["d"]=>
    array(1) {
      ["e"]=>
      int(3)
    }
  }
}
array(1) {
  ["z"]=>
  int(1)
}
int(9)
string(1) "q"
array(1) {
  ["k"]=>
  int(1)
}
array(0) {
}
array(1) {
  ["j"]=>
  int(2)
}
