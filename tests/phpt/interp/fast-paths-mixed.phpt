--TEST--
Interpreter fast paths: truthiness jumps, is_* tests, foreach steps with destructors and references, closure calls, globals by name, hash-array compound assignment, inline builtin cases
--FILE--
<?php
// Interpreter fast paths: truthiness jumps, is_* tests, foreach steps,
// closure calls, globals by name, hash-array compound assignment, $this reads,
// and the string/array builtins with inline cases.
foreach (["", "0", "0.0", "a", 0.0, -0.0, NAN, 1.5, [], [0], null, 0, 7, true, false] as $v) {
  echo var_export($v, true), ": ", ($v ? "T" : "F"), (!$v ? "t" : "f"), "\n";
}
foreach ([null, 1, 1.5, "s", [1], new stdClass, true] as $v) {
  echo is_null($v) ? "n" : "-", is_int($v) ? "i" : "-", is_float($v) ? "f" : "-", is_string($v) ? "s" : "-",
       is_array($v) ? "a" : "-", is_bool($v) ? "b" : "-", is_object($v) ? "o" : "-", " ", is_scalar($v) ? ($v ?? "dflt") : gettype($v), "\n";
}
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function walk() { $k = null; foreach ([new D(1), new D(2)] as $k => $v) { echo "at $k {$v->n}\n"; } echo "done\n"; }
walk();
function refwalk() { $arr = [1, 2, 3]; $x = 0; $r = &$x; foreach ($arr as $x) { echo $r, " "; } echo "\n"; }
refwalk();
class Counter { private $base = 10; function adder() { return function ($x) { return $x + $this->base; }; }
  static function make() { return static function ($x) { return static::class . $x; }; } function get() { return $this->base; } }
$c = new Counter; $add = $c->adder(); $mk = Counter::make(); $fc = Closure::fromCallable([$c, 'get']); $len = strlen(...);
for ($i = 0; $i < 3; $i++) echo $add($i), " ", $mk($i), " ", $fc(), " ", $len("abc"), "\n";
$g = 5; $_SERVER['X_TEST'] = "srv";
function globs() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += $GLOBALS['g']; } return $s . $_SERVER['X_TEST']; }
echo globs(), "\n";
function words($text) { $c = []; foreach (explode(" ", $text) as $w) { $c[$w] ??= 0; $c[$w]++; $c[$w] += 2; } return $c; }
print_r(words("a b a c b a"));
echo implode(",", [1, "x", 2.5, true, null]), "|", implode("-", explode(",", "a,b,,c", -1)), "\n";
echo strtolower("ABC def"), strtoupper("abc DEF"), strrev("abc"), strtolower("already"), "\n";
var_dump(in_array(2, [1, 2, 3]), in_array("2", [1, 2, 3]), in_array("2", [1, 2, 3], true), array_search("b", ["a", "b"]),
         array_search(5, ["5"]), array_search(5, ["5"], true));
--EXPECT--
'': Ft
'0': Ft
'0.0': Tf
'a': Tf
0.0: Ft
-0.0: Ft
NAN: Tf
1.5: Tf
array (
): Ft
array (
  0 => 0,
): Tf
NULL: Ft
0: Ft
7: Tf
true: Tf
false: Ft
n------ NULL
-i----- 1
--f---- 1.5
---s--- s
----a-- array
------o object
-----b- 1
at 0 1
at 1 2
destruct 1
done
destruct 2
1 2 3 
10 Counter0 10 3
11 Counter1 10 3
12 Counter2 10 3
15srv
Array
(
    [a] => 9
    [b] => 6
    [c] => 3
)
1,x,2.5,1,|a-b-
abc defABC DEFcbaalready
bool(true)
bool(true)
bool(false)
int(1)
int(0)
bool(false)
