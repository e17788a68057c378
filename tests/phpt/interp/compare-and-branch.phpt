--TEST--
compare-and-branch (JmpCmpLL/JmpCmpLI): comparisons both ways, NaN, mixed kinds, references, warnings, loops changing kind
--FILE--
<?php
// compare-and-branch (a fused compare with its JmpZ/JmpNZ): every comparison
// both ways, ints, floats (NaN), mixed kinds, strings, references, undefined
// locals (warnings in order), and loop conditions that change kind mid-loop
function all($a, $b) {
  $r = '';
  if ($a < $b) $r .= '<'; else $r .= '.';
  if ($a <= $b) $r .= 'L'; else $r .= '.';
  if ($a > $b) $r .= '>'; else $r .= '.';
  if ($a >= $b) $r .= 'G'; else $r .= '.';
  if ($a == $b) $r .= '='; else $r .= '.';
  if ($a != $b) $r .= '!'; else $r .= '.';
  if (!($a < $b)) $r .= 'n'; else $r .= '.';
  if ($a < 5) $r .= 'k'; else $r .= '.';
  if ($a != 5) $r .= 'K'; else $r .= '.';
  while ($a > $b) { $r .= 'w'; break; }
  return $r;
}
$vals = [0, 5, -3, 5.0, 2.5, NAN, INF, -INF, "5", "abc", "", null, true, false, [1], PHP_INT_MAX, PHP_INT_MIN];
foreach ($vals as $x) {
  $line = '';
  foreach ($vals as $y) $line .= all($x, $y) . ' ';
  echo $line, "\n";
}
function loops($n) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) { $s += $i; if ($i == 3) $i = 3.5; }
  for ($i = 10; $i >= 0; $i--) $s -= 1;
  for ($i = 0.5; $i < 4; $i++) $s += 1;
  $j = 0; while ($j != 7) $j++;
  $k = 3; do { $k--; } while ($k > 0);
  $m = 0; while ($m < 2000000000 && $m !== 3) $m++;
  return [$s, $i, $j, $k, $m];
}
var_dump(loops(10), loops("6"), loops(2.5));
function undef() {
  if ($u < $v) echo "lt\n"; else echo "ge\n";
  if ($w == 5) echo "eq\n"; else echo "ne\n";
}
undef();
function refs() {
  $a = 1; $b = 2; $ra = &$a; $rb = &$b;
  for ($i = 0; $a < $b; $i++) { $a++; }
  return [$i, $a];
}
var_dump(refs());
class C { public $v = 1; }
function objs($o, $p) {
  try { if ($o < $p) echo "lt\n"; else echo "ge\n"; } catch (Throwable $e) { echo get_class($e), "\n"; }
  if ($o == $p) echo "eq\n"; else echo "ne\n";
}
objs(new C, new C); objs(new C, 1);
--EXPECTF--
.L.G=.nkK <L...!.kK ..>G.!nkKw <L...!.kK <L...!.kK .....!nkK <L...!.kK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw .L.G=.nkK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK ..>G.!nkKw 
..>G.!n..w .L.G=.n.. ..>G.!n..w .L.G=.n.. ..>G.!n..w .....!n.. <L...!... ..>G.!n..w .L.G=.n.. <L...!... ..>G.!n..w ..>G.!n..w .L.G=.n.. ..>G.!n..w <L...!... <L...!... ..>G.!n..w 
<L...!.kK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK .....!nkK <L...!.kK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw ..>G.!nkKw .L.G=.nkK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw 
..>G.!n..w .L.G=.n.. ..>G.!n..w .L.G=.n.. ..>G.!n..w .....!n.. <L...!... ..>G.!n..w .L.G=.n.. <L...!... ..>G.!n..w ..>G.!n..w .L.G=.n.. ..>G.!n..w <L...!... <L...!... ..>G.!n..w 
..>G.!nkKw <L...!.kK ..>G.!nkKw <L...!.kK .L.G=.nkK .....!nkK <L...!.kK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw ..>G.!nkKw .L.G=.nkK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw 
.....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K .....!n.K ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw <L...!..K .....!n.K .....!n.K 
..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw .....!n.K .L.G=.n.K ..>G.!n.Kw ..>G.!n.Kw <L...!..K ..>G.!n.Kw ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw <L...!..K ..>G.!n.Kw ..>G.!n.Kw 
<L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .....!nkK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK ..>G.!nkKw ..>G.!nkKw .L.G=.nkK ..>G.!nkKw <L...!.kK <L...!.kK <L...!.kK 
..>G.!n..w .L.G=.n.. ..>G.!n..w .L.G=.n.. ..>G.!n..w .....!n.. <L...!... ..>G.!n..w .L.G=.n.. <L...!... ..>G.!n..w ..>G.!n..w .L.G=.n.. ..>G.!n..w <L...!... <L...!... ..>G.!n..w 
..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw .....!n.K ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw <L...!..K ..>G.!n.Kw ..>G.!n.Kw 
<L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .....!nkK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .L.G=.nkK .L.G=.nkK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK <L...!.kK 
.L.G=.nkK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .L.G=.nkK .L.G=.nkK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK <L...!.kK 
..>G.!n..w .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. .L.G=.n.. ..>G.!n..w ..>G.!n..w .L.G=.n.. ..>G.!n..w .L.G=.n.. .L.G=.n.. .L.G=.n.. 
.L.G=.nkK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .L.G=.nkK .L.G=.nkK <L...!.kK .L.G=.nkK <L...!.kK <L...!.kK <L...!.kK 
..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw ..>G.!n.Kw 
..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw ..>G.!n.Kw .....!n.K <L...!..K ..>G.!n.Kw ..>G.!n.Kw <L...!..K ..>G.!n.Kw ..>G.!n.Kw .L.G=.n.K ..>G.!n.Kw <L...!..K .L.G=.n.K ..>G.!n.Kw 
<L...!.kK <L...!.kK <L...!.kK <L...!.kK <L...!.kK .....!nkK <L...!.kK ..>G.!nkKw <L...!.kK <L...!.kK ..>G.!nkKw ..>G.!nkKw .L.G=.nkK ..>G.!nkKw <L...!.kK <L...!.kK .L.G=.nkK 
array(5) {
  [0]=>
  float(41)
  [1]=>
  float(4.5)
  [2]=>
  int(7)
  [3]=>
  int(0)
  [4]=>
  int(3)
}
array(5) {
  [0]=>
  float(9)
  [1]=>
  float(4.5)
  [2]=>
  int(7)
  [3]=>
  int(0)
  [4]=>
  int(3)
}
array(5) {
  [0]=>
  int(-4)
  [1]=>
  float(4.5)
  [2]=>
  int(7)
  [3]=>
  int(0)
  [4]=>
  int(3)
}

Warning: Undefined variable $u in %s on line 37

Warning: Undefined variable $v in %s on line 37
ge

Warning: Undefined variable $w in %s on line 38
ne
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
ge
eq

Notice: Object of class C could not be converted to int in %s on line 49
ge

Notice: Object of class C could not be converted to int in %s on line 50
eq
