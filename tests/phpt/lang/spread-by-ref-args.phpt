--TEST--
Argument unpacking binds by-reference parameters to the spread variable's elements
--FILE--
<?php
// Argument unpacking binds by-reference parameters to the spread variable's
// own elements (separated from other copies), names the Traversable case, and
// checks positional-after-named while unpacking.
function inc(&...$args) { foreach ($args as &$a) $a++; }
$arr = [1, 2]; $arr[] = 3; $copy = $arr;
inc(...$arr);
var_dump($arr, $copy);
function test2($v1, &$r1, $v2, &$r2) { $r1++; $r2++; }
$a = 0; $b = [0, 0, 0];
test2($a, ...$b);
var_dump($a, $b);
function named($a = null, &$b = null) { $b++; }
$h = ['b' => 5]; $h2 = $h;
named(...$h);
var_dump($h, $h2);
named(...new ArrayIterator(['a' => 1, 'b' => 2]));
try { var_dump(...new ArrayIterator([1, 'x' => 2, 3])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function gen() { yield 1.5 => 1; }
try { var_dump(...gen()); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { inc(...$undefinedVar); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function byval($x, $y) { return $x + $y; }
$v = [3, 4]; var_dump(byval(...$v), $v);
class K { public $p = [1, 2]; function run() { inc(...$this->p); return $this->p; } }
var_dump((new K)->run());
$g = fn(&$z) => $z++;
$w = [7]; $g(...$w); var_dump($w);
--EXPECTF--
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(3)
  [2]=>
  int(4)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(0)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(0)
  [2]=>
  int(1)
}
array(1) {
  ["b"]=>
  int(6)
}
array(1) {
  ["b"]=>
  int(5)
}

Warning: Cannot pass by-reference argument 2 of named() by unpacking a Traversable, passing by-value instead in %s on line 17
Cannot use positional argument after named argument during unpacking
Keys must be of type int|string during argument unpacking

Warning: Undefined variable $undefinedVar in %s on line 21
Only arrays and Traversables can be unpacked
int(7)
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  [0]=>
  int(8)
}
