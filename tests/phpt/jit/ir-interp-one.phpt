--TEST--
JIT IR: interp-one fallback, exceptions from interpreted ops, retranslation on new types
--FILE--
<?php
// Instructions compiled code leaves to the interpreter (interp-one):
// strings, arrays, echo, builtins, member operations, exceptions thrown
// from them (caught in the same function, in a caller, in a callback run
// by a builtin), warnings, and a branch taken by an interpreted op.
function mix($n) {
  $a = [];
  for ($i = 0; $i < $n; $i++) { $a[] = $i * 1.5; $s = "i=" . $i; }
  echo $s, " ", count($a), " ", $a[$n - 1], "\n";
  $m = ['x' => ['y' => $n]];
  $m['x']['y'] += 2;
  return $m['x']['y'] + $n;
}
var_dump(mix(4));
function thrower($x) {
  try { $r = intdiv(10, $x); echo "ok $r\n"; } catch (DivisionByZeroError $e) { echo "caught: ", $e->getMessage(), "\n"; }
  return $x + 1;
}
var_dump(thrower(2), thrower(0));
function outer($x) { return inner($x) + 1; }
function inner($x) { $y = $x * 2; if ($y > 5) { throw new RuntimeException("big $y"); } return $y; }
try { var_dump(outer(1)); var_dump(outer(3)); } catch (RuntimeException $e) { echo "outer caught: ", $e->getMessage(), "\n"; }
function cb($x) { try { if ($x == 2) { throw new Exception("two"); } return $x * 2; } catch (Exception $e) { return -$x; } }
var_dump(array_map('cb', [1, 2, 3]));
function cmp($a, $b) { return $a <=> $b; }
$v = [3, 1.5, 2]; usort($v, 'cmp'); var_dump($v);
function warn($x) { $u = $x + $undefined; return $u; }
var_dump(warn(1));
function strbranch($s) { $c = 0; if ($s) { $c = 1; } while ($s != "") { $s = substr($s, 1); $c++; } return $c; }
var_dump(strbranch("abc"), strbranch(""), strbranch("0"));
function types($x) { return $x + 1; }
var_dump(types(1), types(1.5), types("3"), types(true), types(null));
--EXPECTF--
i=3 4 4.5
int(10)
ok 5
caught: Division by zero
int(3)
int(1)
int(3)
outer caught: big 6
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(-2)
  [2]=>
  int(6)
}
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  int(2)
  [2]=>
  int(3)
}

Warning: Undefined variable $undefined in %s on line 27
int(1)
int(4)
int(0)
int(1)
int(2)
float(2.5)
int(4)
int(2)
int(1)
