--TEST--
JIT: foreach by value over arrays compiled; objects, generators and non-arrays take the handler
--INI--
hop.jit_threshold=2
--FILE--
<?php
// foreach by value compiled (IterInitArr / IterNextArr): packed and hash arrays, keys, an
// empty array, destructors of released values and of the snapshot, a value local bound
// to a reference, generators, Iterators, plain objects and a non-array (the handler).
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "d{$this->n} "; } }
function f($a) {
  $s = 0; $ks = '';
  foreach ($a as $k => $v) { $s += $v; $ks .= $k; }
  foreach ($a as $v) { $s += $v * 2; }
  return "$s $ks";
}
function g($a) {
  $r = [];
  foreach ($a as $k => $v) { $r[] = "$k=" . (is_object($v) ? get_class($v) : $v); }
  return implode(',', $r);
}
function h() {
  $a = [new D(1), new D(2), new D(3)];
  foreach ($a as $v) { echo "it "; }
  unset($a);
  echo "| ";
  $v = null;
  echo "\n";
}
function ref() { $a = [1,2,3]; $x = 0; $y = &$x; foreach ($a as $y) {} return $x; }
function gen() { yield 1; yield 2; }
function objs() { $s = 0; foreach (gen() as $v) $s += $v; foreach (new ArrayIterator([5,6]) as $k => $v) $s += $v + $k; $o = new stdClass; $o->a = 1; $o->b = 2; foreach ($o as $k => $v) $s += $v; return $s; }
function nonarr() { $x = 5; foreach ($x as $v) { echo "no"; } return 1; }
for ($i = 0; $i < 300; $i++) {
  $out = f([1, 2, 3, 'a' => 4, 7 => 5]) . ' ' . g(['x' => 1, 'y' => 'z', 3 => 2.5]) . ' ' . ref() . ' ' . objs() . ' ' . f([]);
  if ($i == 0 || $i == 299) echo $out, "\n";
  if ($i == 0 || $i == 299) { h(); echo @nonarr(), "\n"; }
}
--EXPECTF--
45 012a7 x=1,y=z,3=2.5 3 18 0 
it it it d1 d2 | d3 
1
45 012a7 x=1,y=z,3=2.5 3 18 0 
it it it d1 d2 | d3 
1
