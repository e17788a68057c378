--TEST--
Loop compares (Lt with JmpNZ/JmpZ) and $i++ statements
--FILE--
<?php
// Loop conditions `$i < $n` / `$i < 5` (for: branch while true, while: leave when false) and `$i++;` statements.
function forLL($n) { $c = 0; for ($i = 0; $i < $n; $i++) $c++; return [$c, $i]; }
function forLI() { $c = 0; for ($i = -3; $i < 4; ++$i) $c += $i; return [$c, $i]; }
function whileLL($n) { $i = 0; $s = 0; while ($i < $n) { $s += $i; $i++; } return [$s, $i]; }
function whileLI() { $i = 10; $k = 0; while ($i < 5) { $k++; } return [$k, $i]; }
function mixed2($a, $b) { $r = []; while ($a < $b) { $r[] = $a; $a += 1; } return $r; }
var_dump(forLL(5), forLL(0), forLL(-2), forLI(), whileLL(4), whileLI());
var_dump(mixed2(0.5, 3), mixed2(1, 2.5), mixed2("1", 3), mixed2(null, 1));
// Other compares keep their meaning.
function others($n) { $o = [];
  for ($i = 0; $i <= $n; $i++) $o[] = $i;
  for ($i = $n; $i > 0; $i--) $o[] = -$i;
  for ($i = 0; $i != $n; $i++) $o[] = "n$i";
  $i = 0; while ($i >= 0 && $i < 2) { $o[] = "w$i"; $i++; }
  return implode(',', $o); }
echo others(3), "\n";
// `$i++;` at the int limit becomes a float, in both forms.
function over() { $i = PHP_INT_MAX; $i++; $j = PHP_INT_MAX; ++$j; $k = PHP_INT_MAX - 1; $k++; var_dump($i, $j, $k); }
over();
function incOthers() { $a = null; $a++; $b = "9"; $b++; $c = "az"; $c++; $d = 1.5; $d++; $e = false; $e++; var_dump($a, $b, $c, $d, $e); }
incOthers();
function decs() { $i = PHP_INT_MIN; $i--; $j = 5; --$j; $j--; var_dump($i, $j); }
decs();
function loopWithRef() { $i = 0; $r = &$i; for (; $i < 3; $i++) { $r += 0; } var_dump($i); }
loopWithRef();
function undef() { for ($x = 0; $x < 2; $x++) { $u++; } var_dump($u); }
undef();
--EXPECTF--
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(5)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(4)
}
array(2) {
  [0]=>
  int(6)
  [1]=>
  int(4)
}
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(10)
}
array(3) {
  [0]=>
  float(0.5)
  [1]=>
  float(1.5)
  [2]=>
  float(2.5)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  int(2)
}
array(1) {
  [0]=>
  NULL
}
0,1,2,3,-3,-2,-1,n0,n1,n2,w0,w1
float(9.223372036854776E+18)
float(9.223372036854776E+18)
int(9223372036854775807)
int(1)
int(10)
string(2) "ba"
float(2.5)
bool(false)
float(-9.223372036854776E+18)
int(3)
int(3)

Warning: Undefined variable $u in %s on line 27
int(2)
