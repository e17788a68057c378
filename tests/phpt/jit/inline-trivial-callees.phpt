--TEST--
calls of small straight-line callees compiled without a frame (empty bodies, literals, parameters, arithmetic; checks passing or not; exits at the call; destructors at the call)
--FILE--
<?php
// Calls of trivial callees compiled without a frame: empty functions and
// methods, literals and parameters returned, parameter and return checks
// that pass or not (coercion, TypeError), released arguments (a destructor
// runs at the call), references and arrays passed through.
function hallo($a) {}
function hallo0() {}
function one(int $a): int { return 1; }
function ident($a) { return $a; }
function second($a, $b) { return $b; }
function str() { return "lit"; }
function dbl(float $x): float { return 2.5; }
function t() { return true; }
function ts(string $s): string { return $s; }
function strict(int $a) { return $a; }
class D { public $n; function __construct($n) { $this->n = $n; }
  function __destruct() { echo "dtor {$this->n}\n"; } }
class P { function g() {} function id($x) { return $x; } }
class Q extends P { function g() { echo "Q::g\n"; } }
function run($p) {
  $acc = 0; $s = '';
  for ($i = 0; $i < 40; $i++) {
    hallo("hallo"); hallo0(); hallo($i);
    $acc += one($i);
    $acc += ident($i);
    $acc += second("x", $i);
    $s = str() . ts("q$i");
    $acc += dbl(1.0) + (t() ? 1 : 0);
    $p->g();
    $acc += $p->id(3);
    $arr = [$i, "a$i"];
    $arr2 = ident($arr);
    $arr2[] = 1;
    $acc += count($arr2) + count($arr);
    hallo(new D($i % 20 == 0 ? $i : -1));
    hallo([new D(-2)]);
    $x = ident(new D(-3));
    echo "after\n";
    unset($x);
    if ($i % 20 == 0) echo "i=$i\n";
  }
  echo $acc, " ", $s, "\n";
}
run(new P);
run(new Q);
$acc = 0;
function mixed_args() {
  $acc = 0;
  for ($i = 0; $i < 100; $i++) {
    $acc += one($i > 90 ? "5" : $i);
    $acc += ident($i > 95 ? 1.5 : $i);
    $acc += dbl($i);
  }
  echo $acc, "\n";
  try { for ($i = 0; $i < 100; $i++) { $acc += strict($i < 98 ? $i : "x"); } }
  catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  echo $acc, "\n";
}
mixed_args();
function a_elem(int $i, int $j): float { $ij = $i + $j; return 1.0 / ((($ij * ($ij + 1)) >> 1) + $i + 1); }
function addm($a, $b) { return $a * $b - 3; }
function cmpf($a, $b) { return $a < $b; }
function shl($a, $b) { return $a << $b; }
function md($a, $b) { return $a % $b; }
function dv($a, $b) { return $a / $b; }
function arith_inline() {
  $s = 0.0; $t = 0; $c = 0;
  for ($i = 0; $i < 200; $i++) {
    for ($j = 0; $j < 5; $j++) $s += a_elem($i, $j);
    $t += addm($i, $j) + addm($i, 2.5);
    if (cmpf($i, 100)) $c++;
    $t += shl(1, $i % 70 < 64 ? $i % 64 : 3);
    $t &= 0xFFFFFFF;
  }
  echo $s, " ", $t, " ", $c, "\n";
  echo addm(PHP_INT_MAX, 2), "\n";
  for ($i = 0; $i < 200; $i++) { $t += addm($i < 199 ? $i : PHP_INT_MAX, 3); }
  echo $t, "\n";
  try { for ($i = 5; $i >= -5; $i--) { echo md(100, $i), " "; } } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { for ($i = 5; $i >= -5; $i--) { echo dv(100.0, $i), " "; } } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  try { for ($i = 0; $i < 100; $i++) { $t += shl(1, $i < 90 ? 1 : -1); } } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  echo $t, "\n";
}
arith_inline();
--EXPECTF--
dtor 0
dtor -2
after
dtor -3
i=0
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor 20
dtor -2
after
dtor -3
i=20
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
dtor -1
dtor -2
after
dtor -3
2060 litq39
Q::g
dtor 0
dtor -2
after
dtor -3
i=0
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor 20
dtor -2
after
dtor -3
i=20
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
Q::g
dtor -1
dtor -2
after
dtor -3
2060 litq39
4916
TypeError: strict(): Argument #1 ($a) must be of type int, string given, called in %s on line 55
9669

Deprecated: Implicit conversion from float 268435454.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 35.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 138.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 415.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 1298.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 4515.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 16978.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 66335.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 263178.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 1049875.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 4195898.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 16779135.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 67111138.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 268438115.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 536873986.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2147487167.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8589938586.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 34359742867.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 137438958506.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 549755819487.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2199023261746.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8796093029027.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 35184372096306.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 140737488363487.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 562949953430186.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2251799813694867.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 15307.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 16308.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 17339.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 18576.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 20419.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 24596.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 38019.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 88336.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 286139.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 1073796.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 4220779.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 16804976.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 67137939.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 268465876.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 536902707.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2147516848.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8589969227.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 34359774468.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 137438991067.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 549755853008.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2199023296227.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8796093064468.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 35184372132707.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 140737488400848.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 562949953468507.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2251799813734148.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 61310.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 63267.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 65290.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 67311.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 69362.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 71443.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 85826.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 137103.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 335866.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 1124483.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 4272426.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 16857583.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 67191506.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 268520403.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 536958194.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2147573295.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8590026634.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 34359832835.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 137439050394.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 549755913295.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2199023357474.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 8796093126675.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 35184372195874.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 140737488464975.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 562949953533594.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 2251799813800195.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 133950.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 136867.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 139850.5 to int loses precision in %s on line 73

Deprecated: Implicit conversion from float 143007.5 to int loses precision in %s on line 73
5.0039995503792 143007 100
1.844674407371E+19
2.7670116110565E+19
0 0 1 0 0 DivisionByZeroError: Modulo by zero
20 25 33.333333333333 50 100 DivisionByZeroError: Division by zero
ArithmeticError: Bit shift by negative number
2.7670116110565E+19
