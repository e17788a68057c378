--TEST--
defaults, by-ref, variadics, named args, static vars, recursion
--FILE--
<?php
function f($a, $b = 2, ...$rest) { return "$a $b " . implode(',', $rest); }
echo f(1), "|", f(1, 3), "|", f(1, 2, 3, 4), "\n";
function inc(&$x) { $x++; }
$v = 1; inc($v); inc($v); echo $v, "\n";
function named(int $a, int $b = 10, int $c = 100) { return $a + $b + $c; }
echo named(1, c: 5), " ", named(b: 2, a: 3), "\n";
function counter() { static $n = 0; return ++$n; }
counter(); counter(); echo counter(), "\n";
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
echo fact(20), "\n";
function sum(int ...$xs): int { return array_sum($xs); }
echo sum(...[1, 2, 3], ...[4]), "\n";
$args = ['b' => 7, 'a' => 1]; echo named(...$args), "\n";
function typed(int $x): string { return "got " . var_export($x, true); }
echo typed("5"), "\n";
try { typed("five"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
1 2 |1 3 |1 2 3,4
3
16 105
3
2432902008176640000
10
108
got 5
typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 17
