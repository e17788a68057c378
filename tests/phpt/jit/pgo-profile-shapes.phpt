--TEST--
pgo: paths the profile never saw, kinds that change after profiling, loops in functions called once
--FILE--
<?php
// Paths a profile never saw run, then taken (optimized code leaves at them,
// then is optimized again with them); kinds that change after profiling;
// a loop in a function called once; elements read by the interpreter first.
function branchy($n, $mode) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        if ($mode == 0) { $s += $i; }
        elseif ($mode == 1) { $s -= $i * 2; }
        else { $s = $s * 1.5 + $i; }
    }
    return $s;
}
for ($k = 0; $k < 6; $k++) echo branchy(20, 0), " ";
echo "\n";
echo branchy(20, 1), " ", branchy(5, 2), " ", branchy(20, 0), "\n";

function kinds($x) { $y = $x; for ($i = 0; $i < 3; $i++) { $y = $y + $x; } return $y; }
$r = [];
for ($k = 0; $k < 5; $k++) $r[] = kinds($k);
$r[] = kinds(1.25);
$r[] = kinds(PHP_INT_MAX);
$r[] = kinds("7");
var_dump($r);

function once() {
    $a = [];
    for ($i = 0; $i < 50; $i++) $a[] = $i % 7 == 0 ? "s$i" : $i * 0.5;
    $t = 0.0; $str = "";
    for ($i = 0; $i < 50; $i++) { $v = $a[$i]; if (is_string($v)) $str .= $v; else $t += $v; }
    return [$t, $str];
}
var_dump(once());

function elems($a) { $s = 0; for ($i = 0; $i < count($a); $i++) $s += $a[$i]; return $s; }
for ($k = 0; $k < 4; $k++) echo elems([1, 2, 3, $k]), " ";
echo elems([1.5, 2.5]), " ", elems([1, 2.5, 3]), "\n";
try { echo elems([1, "x"]), "\n"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

function ret($b) { if ($b) return null; return 42; }
$o = [];
for ($k = 0; $k < 5; $k++) $o[] = ret(false);
$o[] = ret(true);
var_dump($o);
--EXPECT--
190 190 190 190 190 190 
-380 16.375 190
array(8) {
  [0]=>
  int(0)
  [1]=>
  int(4)
  [2]=>
  int(8)
  [3]=>
  int(12)
  [4]=>
  int(16)
  [5]=>
  float(5)
  [6]=>
  float(3.6893488147419103E+19)
  [7]=>
  int(28)
}
array(2) {
  [0]=>
  float(514.5)
  [1]=>
  string(22) "s0s7s14s21s28s35s42s49"
}
6 7 8 9 4 6.5
TypeError: Unsupported operand types: int + string
array(6) {
  [0]=>
  int(42)
  [1]=>
  int(42)
  [2]=>
  int(42)
  [3]=>
  int(42)
  [4]=>
  int(42)
  [5]=>
  NULL
}
