--TEST--
JIT: compiled PHP calls (recursion, argument types, exceptions, warnings, call shapes, deep recursion, globals, exit)
--FILE--
<?php
declare(strict_types=0);
// Compiled PHP calls: recursion, arguments of every kind, retranslation of
// callees for new argument types, exceptions through compiled frames,
// callees the interpreter finishes, deep recursion past the native stack.
function fib(int $n): int { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
echo fib(20), "\n";

function add($a, $b) { return $a + $b; }
function sum_to($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s = add($s, $i); } return $s; }
echo sum_to(1000), "\n";
// The callee sees floats, strings and arrays now: new translations (or the interpreter).
function mixed_sum($vals) { $s = 0; foreach ($vals as $v) { $s = add($s, $v); } return $s; }
var_dump(mixed_sum([1, 2.5, "3", true, null]));
function concat_all($n) { $r = ""; for ($i = 0; $i < $n; $i++) { $r = add2($r, $i); } return $r; }
function add2($a, $b) { return $a . $b; }
echo concat_all(12), "\n";

// A callee that returns a float declared as float, and one whose int result overflows.
function half(int $x): float { return $x / 2; }
function halves($n) { $s = 0.0; for ($i = 0; $i < $n; $i++) $s += half($i); return $s; }
var_dump(halves(100));
function big($x) { return $x * 4611686018427387904; }
function bigs() { $r = []; for ($i = 0; $i < 4; $i++) $r[] = big($i); return $r; }
var_dump(bigs());

// Exceptions: thrown in a compiled callee, caught by a compiled caller; thrown
// by the interpreter in a callee; not caught at all but by the outer frame.
function thrower($i) { if ($i === 7) throw new RuntimeException("at $i"); return $i; }
function catcher($n) { $s = 0; try { for ($i = 0; $i < $n; $i++) $s += thrower($i); } catch (RuntimeException $e) { echo "caught ", $e->getMessage(), " line ", $e->getLine(), "\n"; } return $s; }
echo catcher(20), "\n";
function outer($n) { for ($i = 0; $i < $n; $i++) thrower($i); }
try { outer(10); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; echo $e->getTraceAsString(), "\n"; }

// Warnings inside callees keep their lines; undefined variables as arguments.
function warns($x) { return $x + $undefined1; }
function call_warns() { $s = 0; for ($i = 0; $i < 3; $i++) $s += warns($i); return $s; }
echo call_warns(), "\n";
function pass_undef() { for ($i = 0; $i < 2; $i++) echo add($nope, 1), "\n"; }
pass_undef();

// Defaults and variadics: not the simple call shape.
function withdef($a, $b = 10) { return $a + $b; }
function variadic(...$xs) { return count($xs); }
function shapes($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += withdef($i); $s += withdef($i, 1); $s += variadic($i, $i); } return $s; }
echo shapes(50), "\n";

// Type errors raised by a callee's parameter check, caught by the caller.
function typed(int $x) { return $x; }
function bad_types() { foreach ([1, "2", "x", 4.0] as $v) { try { echo typed($v), "\n"; } catch (TypeError $e) { echo "TypeError: ", $e->getMessage(), "\n"; } } }
bad_types();

// Deep recursion: deeper than compiled frames may nest on the native stack.
function depth($n) { return $n == 0 ? 0 : 1 + depth($n - 1); }
echo depth(50000), "\n";

// Globals changed by a callee while the main script's loop runs compiled.
$g = 0;
function bump() { global $g; $g++; return $g; }
for ($i = 0; $i < 5; $i++) { $x = bump(); }
echo $g, " ", $x, "\n";
function setglob() { $GLOBALS['h'] = "str"; return 1; }
$h = 1;
for ($i = 0; $i < 3; $i++) { setglob(); }
var_dump($h);

// exit() inside a compiled callee ends the script with its shutdown output.
register_shutdown_function(function () { echo "shutdown\n"; });
function leave($i) { if ($i == 3) exit("bye\n"); return $i; }
for ($i = 0; $i < 10; $i++) leave($i);
echo "not reached\n";
--EXPECTF--
6765
499500
float(7.5)
01234567891011
float(2475)
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(4611686018427387904)
  [2]=>
  float(9.223372036854776E+18)
  [3]=>
  float(1.3835058055282164E+19)
}
caught at 7 line 29
21
RuntimeException: at 7
#0 %s(32): thrower(7)
#1 %s(33): outer(10)
#2 {main}

Warning: Undefined variable $undefined1 in %s on line 36

Warning: Undefined variable $undefined1 in %s on line 36

Warning: Undefined variable $undefined1 in %s on line 36
3

Warning: Undefined variable $nope in %s on line 39
1

Warning: Undefined variable $nope in %s on line 39
1
3100
1
2
TypeError: typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 50
4
50000
5 5
string(3) "str"
bye
shutdown
