--TEST--
appending to a shared packed array (the empty literal, a copy): copy-on-write with room for the element, keys, internal pointer and references kept
--FILE--
<?php
// Appending to a shared packed array (the empty literal, a copy of another
// array): copy-on-write with room for the new element.
$x = []; $x[] = 1; $x[] = 2; $x[] = 3;
var_dump($x);
$y = $x; $y[] = 4;          // $x is shared: copied, then appended
var_dump($x, $y);
$z = [10, 20]; $w = $z; $w[2] = 30;   // by index at the end
var_dump($z, $w);
$v = [1, 2, 3]; array_pop($v); $u = $v; $u[] = 'next';  // the next key stays 3
var_dump($v, $u);
$p = ['a', 'b', 'c']; next($p); next($p); $q = $p; $q[] = 'd';
var_dump(current($p), current($q), key($q));
$r = 5; $withRef = [&$r, 6]; $copy = $withRef; $copy[] = 7; $r = 50;
var_dump($withRef, $copy);
function build(int $n): array { $a = []; for ($i = 0; $i < $n; $i++) $a[] = $i * $i; return $a; }
var_dump(build(0), build(1), count(build(9)), build(12)[11]);
$e = []; $e[0] = 'zero'; $e[1] = 'one'; $e[5] = 'five'; $e[] = 'six';
var_dump($e);
const C = [1, 2];
$c = C; $c[] = 3; var_dump(C, $c);
$nested = ['l' => []]; $n2 = $nested; $n2['l'][] = 'x'; var_dump($nested, $n2);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(20)
}
array(3) {
  [0]=>
  int(10)
  [1]=>
  int(20)
  [2]=>
  int(30)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(4) "next"
}
string(1) "c"
string(1) "c"
int(2)
array(2) {
  [0]=>
  &int(50)
  [1]=>
  int(6)
}
array(3) {
  [0]=>
  &int(50)
  [1]=>
  int(6)
  [2]=>
  int(7)
}
array(0) {
}
array(1) {
  [0]=>
  int(0)
}
int(9)
int(121)
array(4) {
  [0]=>
  string(4) "zero"
  [1]=>
  string(3) "one"
  [5]=>
  string(4) "five"
  [6]=>
  string(3) "six"
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(1) {
  ["l"]=>
  array(0) {
  }
}
array(1) {
  ["l"]=>
  array(1) {
    [0]=>
    string(1) "x"
  }
}
