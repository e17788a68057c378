--TEST--
call path: dropped results and their destructors, bare returns, new of plain and Throwable classes, typed callbacks
--FILE--
<?php
// call path: results dropped at the call site (destructors run there, in
// php's order), implicit and bare returns, `new` of plain and Throwable
// classes in a loop, callbacks from builtins with typed parameters
// (checked or not), and by-reference parameters of callbacks
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function make($n) { return new D($n); }
function local($n) { $d = new D($n); echo "in local $n\n"; }
function none() {}
function bare() { return; }
make(1);
echo "after 1\n";
local(2);
echo "after 2\n";
var_dump(none(), bare());
$x = make(3);
echo "kept\n";
unset($x);
class E extends Exception {}
class P { public $a = [1, 2]; }
for ($i = 0; $i < 3; $i++) {
  $e = new E("m$i");
  echo get_class($e), " ", $e->getMessage(), " line ", $e->getLine(), "\n";
  $p = new P;
  echo count($p->a), "\n";
}
abstract class A {}
for ($i = 0; $i < 2; $i++) {
  try { $n = 'A'; new $n; } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
function typed(int $x): int { return $x * 2; }
var_dump(array_map('typed', [1, 2, 3]));
var_dump(array_map(fn(int $x): int => $x + 1, [1, "2", 3.0]));
try { var_dump(array_map('typed', ["x"])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(array_map(fn(?string $s) => $s ?? 'null', ['a', null]));
function byref(&$v) { $v++; return $v; }
$arr = [1, 2];
var_dump(array_map('byref', $arr));
$data = [3, 1, 2];
usort($data, function (int $a, int $b): int { return $a <=> $b; });
var_dump($data);
function rec($n) { if ($n == 0) return 0; return rec($n - 1) + 1; }
var_dump(rec(50));
function drop() { rec(3); strlen("abc"); make(9); echo "dropped\n"; }
drop();
--EXPECTF--
destruct 1
after 1
in local 2
destruct 2
after 2
NULL
NULL
kept
destruct 3
E m0 line 22
2
E m1 line 22
2
E m2 line 22
2
Cannot instantiate abstract class A
Cannot instantiate abstract class A
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(3)
  [2]=>
  int(4)
}
typed(): Argument #1 ($x) must be of type int, string given
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "null"
}

Warning: byref(): Argument #1 ($v) must be passed by reference, value given in %s on line 38

Warning: byref(): Argument #1 ($v) must be passed by reference, value given in %s on line 38
array(2) {
  [0]=>
  int(2)
  [1]=>
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
int(50)
destruct 9
dropped
