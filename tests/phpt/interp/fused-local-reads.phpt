--TEST--
fused local reads and comparisons (CGetL2, CmpLL, CmpLI): warnings in order, loops, mixed types
--FILE--
<?php
// fused local reads: undefined variables warn in order, on the right line;
// jumps into the middle of a sequence keep working; mixed types compare like php
function f($a, $b) {
  if ($a < $b) echo "lt\n"; else echo "ge\n";
  $x = $a; $y = $b;
  echo $x + $y, "\n";
  return $a == $b;
}
f(1, 2); f(2.5, 1.5); f("10", "9"); f(null, 0); f([1], [1]); f(1, 1.0);
function g() {
  echo $u < $v ? "a" : "b", "\n";      // two warnings, $u first
  echo $w + $z, "\n";
  return $q > 5;
}
var_dump(g());
function h($n) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) { $s += $i; }
  for ($i = 10; $i >= 0; $i--) { $s -= 1; }
  $j = 0; while ($j != 7) { $j++; }
  $k = 3; do { $k--; } while ($k > 0);
  return [$s, $j, $k, $n <= 3, $n >= 100, $n == 5, $n != 5];
}
var_dump(h(5));
function t($a, $b) {
  try { $r = $a < $b; } catch (Throwable $e) { $r = 'caught'; }
  return $r;
}
var_dump(t(1, 2));
$x = 1;
$y = $x ? 2 : 3;
echo $y, "\n";
--EXPECTF--
lt
3
ge
4
ge
19
ge
0
ge

Warning: Array to string conversion in %s on line 7
Array
ge
2

Warning: Undefined variable $u in %s on line 12

Warning: Undefined variable $v in %s on line 12
b

Warning: Undefined variable $w in %s on line 13

Warning: Undefined variable $z in %s on line 13
0

Warning: Undefined variable $q in %s on line 14
bool(false)
array(7) {
  [0]=>
  int(-1)
  [1]=>
  int(7)
  [2]=>
  int(0)
  [3]=>
  bool(false)
  [4]=>
  bool(false)
  [5]=>
  bool(true)
  [6]=>
  bool(false)
}
bool(true)
2
