--TEST--
Loop compares (fused compare-and-branch of ints) and $i++ statements
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
// Every compare, as an if (branch when false) and a loop condition (branch when true), locals and literals.
function matrix() {
  $out = '';
  foreach ([[1, 2], [2, 2], [3, 2], [-1, -5], [PHP_INT_MIN, PHP_INT_MAX]] as [$a, $b]) {
    if ($a < $b) $out .= 'a'; if ($a <= $b) $out .= 'b'; if ($a > $b) $out .= 'c';
    if ($a >= $b) $out .= 'd'; if ($a == $b) $out .= 'e'; if ($a != $b) $out .= 'f';
    if ($a < 2) $out .= 'g'; if ($a <= 2) $out .= 'h'; if ($a > 2) $out .= 'i';
    if ($a >= 2) $out .= 'j'; if ($a == 2) $out .= 'k'; if ($a != 2) $out .= 'l';
    $i = $a; $n = 0; do { $n++; $i++; } while ($i <= $b && $n < 5); $out .= $n;
    $i = $a; $n = 0; do { $n++; $i--; } while ($i > $b && $n < 5); $out .= $n;
    $i = $a; $n = 0; do { $n++; $i--; } while ($i >= $b && $n < 5); $out .= $n;
    $i = $a; $n = 0; do { $n++; $i++; } while ($i != $b && $n < 5); $out .= $n;
    $i = $a; $n = 0; do { $n++; } while ($i == $b && $n < 5); $out .= $n;
    $out .= '|';
  }
  return $out;
}
echo matrix(), "\n";
function more() { $r = '';
  $i = 5; do { $r .= $i; $i--; } while ($i >= 3);
  $i = 3; do { $r .= 'e'; $i++; } while ($i == 4);
  $k = 7; do { $r .= 'k'; $k++; } while ($k == 8);
  $k = 0; do { $r .= 'g'; $k--; } while ($k >= -1);
  return $r; }
echo more(), "\n";
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
abfghl21111|bdehjk11155|cdfijl11251|cdfghl14551|abfghl51151|
543eekkgg
