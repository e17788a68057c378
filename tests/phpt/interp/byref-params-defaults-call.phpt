--TEST--
Calls of functions with by-reference parameters left to their defaults, methods, closures, generators
--FILE--
<?php
// Calls of functions with by-reference parameters, some left to their defaults: the
// references reach the caller's variables, the defaults are fresh values each call.
function scan(string $s, int &$i = 0, array &$refs = [], bool $flag = true) {
  $i += strlen($s);
  $refs[] = $s;
  return [$i, count($refs), $flag, func_num_args()];
}
$pos = 10; $list = ['x'];
var_dump(scan('abc'));
var_dump(scan('abc', $pos), $pos);
var_dump(scan('de', $pos, $list), $pos, $list);
var_dump(scan('f', $pos, $list, false), $pos, $list);
var_dump(scan('g'), scan('hh'));   // defaults do not keep the last call's values
function swap(&$a, &$b) { [$a, $b] = [$b, $a]; }
$x = 1; $y = 2; swap($x, $y); var_dump($x, $y);
class P {
  private $n = 0;
  function add(&$total, $k = 1, &$log = null) { $this->n += $k; $total += $k; $log[] = $k; return $this->n; }
  static function twice(array &$a, $v = 'z') { $a[] = $v; $a[] = $v; }
}
$p = new P; $t = 0; $lg = [];
for ($i = 0; $i < 5; $i++) { $p->add($t); $p->add($t, 2, $lg); }
var_dump($t, $lg, $p->add($t, 3));
$arr = []; P::twice($arr); P::twice($arr, 'q'); var_dump($arr);
$base = 100;
$f = function (&$v, $inc = 5) use ($base) { $v += $base + $inc; return func_get_args(); };
$z = 1; var_dump($f($z), $z); var_dump($f($z, 0), $z);
function gen(&$r, $n = 2) { for ($i = 0; $i < $n; $i++) { $r .= $i; yield $i; } }
$str = 's'; foreach (gen($str) as $_) {} var_dump($str);
function need(&$a, $b, $c = 3) { return $a . $b . $c; }
$a = 'A';
try { need($a); } catch (ArgumentCountError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(need($a, 'B'));
function typed(int &$n = 5, ?string $s = null) { $n++; return [$n, $s]; }
var_dump(typed()); $q = 7; var_dump(typed($q, 'x'), $q);
$q = '8';
try { var_dump(typed($q), $q); } catch (TypeError $e) { echo "TypeError\n"; }
--EXPECTF--
array(4) {
  [0]=>
  int(3)
  [1]=>
  int(1)
  [2]=>
  bool(true)
  [3]=>
  int(1)
}
array(4) {
  [0]=>
  int(13)
  [1]=>
  int(1)
  [2]=>
  bool(true)
  [3]=>
  int(2)
}
int(13)
array(4) {
  [0]=>
  int(15)
  [1]=>
  int(2)
  [2]=>
  bool(true)
  [3]=>
  int(3)
}
int(15)
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(2) "de"
}
array(4) {
  [0]=>
  int(16)
  [1]=>
  int(3)
  [2]=>
  bool(false)
  [3]=>
  int(4)
}
int(16)
array(3) {
  [0]=>
  string(1) "x"
  [1]=>
  string(2) "de"
  [2]=>
  string(1) "f"
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  bool(true)
  [3]=>
  int(1)
}
array(4) {
  [0]=>
  int(2)
  [1]=>
  int(1)
  [2]=>
  bool(true)
  [3]=>
  int(1)
}
int(2)
int(1)
int(15)
array(5) {
  [0]=>
  int(2)
  [1]=>
  int(2)
  [2]=>
  int(2)
  [3]=>
  int(2)
  [4]=>
  int(2)
}
int(18)
array(4) {
  [0]=>
  string(1) "z"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "q"
  [3]=>
  string(1) "q"
}
array(1) {
  [0]=>
  int(106)
}
int(106)
array(2) {
  [0]=>
  int(206)
  [1]=>
  int(0)
}
int(206)
string(3) "s01"
ArgumentCountError: Too few arguments to function need(), 1 passed in %s on line 33 and at least 2 expected
string(3) "AB3"
array(2) {
  [0]=>
  int(6)
  [1]=>
  NULL
}
array(2) {
  [0]=>
  int(8)
  [1]=>
  string(1) "x"
}
int(8)
array(2) {
  [0]=>
  int(9)
  [1]=>
  NULL
}
int(9)
