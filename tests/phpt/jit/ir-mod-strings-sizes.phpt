--TEST--
JIT IR: int modulo (zero and -1 divisors), string literals, count/strlen, is_* of known kinds, Dup
--FILE--
<?php
function mods($n) { $s = 0; for ($i = 1; $i < $n; $i++) { $s += ($i * 7919) % 1009; $s %= 1000003; $s += -$i % 7; } return $s; }
echo mods(1000), "\n";
function modzero($n) { $s = 0; for ($i = 0; $i < $n; $i++) { try { $s += 10 % ($i - 3); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; } } return $s; }
echo modzero(6), "\n";
function modmin() { $r = []; for ($i = 0; $i < 3; $i++) { $r[] = PHP_INT_MIN % -1; $r[] = 7 % -1; } return $r; }
var_dump(modmin());
function counts($a, $str) { $s = 0; for ($i = 0; $i < 100; $i++) { $s += count($a) + strlen($str) + sizeof($a); } return $s; }
echo counts([1, 2, 3], "hello"), "\n";
echo counts(["a" => 1, "b" => 2], ""), "\n";
function strs($n) { $r = 0; for ($i = 0; $i < $n; $i++) { $x = "abc"; $y = $x; $r += strlen($y); if (is_null($x)) echo "no\n"; if (is_string($x)) $r++; } return $r; }
echo strs(10), "\n";
function nulls($a) { $c = 0; foreach ($a as $v) { if (is_null($v)) $c++; if (is_int($v)) $c += 10; if (is_array($v)) $c += 100; } return $c; }
echo nulls([null, 1, [2], "x", 2.5, null]), "\n";
function dups($n) { $a = [0, 0, 0]; for ($i = 0; $i < $n; $i++) { $a[$i % 3] = $b = $i * 2; } return $a[0] + $a[1] + $a[2] + $b; }
echo dups(10), "\n";
class CC implements Countable { function count(): int { return 42; } }
function cnt($x) { $s = 0; for ($i = 0; $i < 3; $i++) $s += count($x); return $s; }
echo cnt(new CC), " ", cnt([1]), "\n";
try { echo cnt("str"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
501681
Modulo by zero
1
array(6) {
  [0]=>
  int(0)
  [1]=>
  int(0)
  [2]=>
  int(0)
  [3]=>
  int(0)
  [4]=>
  int(0)
  [5]=>
  int(0)
}
1100
400
40
112
66
126 3
count(): Argument #1 ($value) must be of type Countable|array, string given
