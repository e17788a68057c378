--TEST--
callbacks from builtins: captures, usort callables resolved once, exceptions, destructors, deep recursion
--FILE--
<?php
// callbacks from builtins: closures with captures, by-ref captures, exceptions, destructors on return
$k = 3;
var_dump(array_map(fn($x) => $x * $k, [1, 2, 3]));
$n = 0;
array_walk($GLOBALS['argv'], function () use (&$n) { $n++; });
$arr = [5, 3, 9, 1];
usort($arr, function ($a, $b) { return $a <=> $b; });
echo implode(",", $arr), "\n";
usort($arr, [new class { function cmp($a, $b) { return $b <=> $a; } }, 'cmp']);
echo implode(",", $arr), "\n";
usort($arr, 'strcmp'); echo implode(",", $arr), "\n";
try { usort($arr, 'no_such_fn'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function thrower($x) { if ($x == 2) throw new Exception("at $x"); return $x; }
try { array_map('thrower', [1, 2, 3]); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "bye {$this->n}\n"; } }
$r = array_map(function ($x) { $d = new D($x); return $x + 1; }, [10, 20]);
var_dump($r);
function deep($n) { return $n == 0 ? 0 : 1 + deep($n - 1); }
echo deep(5000), "\n";
$counter = function () { static $c = 0; return ++$c; };
echo $counter(), $counter(), $counter(), "\n";
$fns = [fn($x) => $x + 1, fn($x) => $x * 2];
$v = 1; for ($i = 0; $i < 6; $i++) $v = $fns[$i % 2]($v); echo $v, "\n";
class S { private $f = 4; function get() { return fn($x) => $x * $this->f; } }
echo array_sum(array_map((new S)->get(), [1, 2, 3])), "\n";
echo implode(",", array_filter([1, 2, 3, 4, 5, 6], fn($x) => $x % 2 == 0)), "\n";
--EXPECT--
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(6)
  [2]=>
  int(9)
}
1,3,5,9
9,5,3,1
1,3,5,9
usort(): Argument #2 ($callback) must be a valid callback, function "no_such_fn" not found or invalid function name
at 2
bye 10
bye 20
array(2) {
  [0]=>
  int(11)
  [1]=>
  int(21)
}
5000
123
22
24
2,4,6
