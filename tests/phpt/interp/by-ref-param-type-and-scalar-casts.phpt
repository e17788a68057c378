--TEST--
typed by-reference parameters checked on their value in the loop; (bool)/(int) casts of ints, bools and null
--FILE--
<?php
declare(strict_types=0);
function scan(string $s, int &$i = 0, ?array &$m = null, array &$refs = []): string {
  $i++; $m = [$s]; $refs[] = $i;
  return $s;
}
function run() {
  $i = 0; $m = null; $refs = [];
  for ($k = 0; $k < 3; $k++) { echo scan("x$k", $i, $m, $refs), $i, json_encode($m), json_encode($refs), "\n"; }
  $f = "5"; $ok = 1.0;
  try { scan("a", $f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  var_dump($f);
  $fl = 7.0; scan("b", $fl); var_dump($fl);
  $bad = "abc";
  try { scan("c", $bad); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  $arr = "notarray";
  try { scan("d", $i, $arr); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  $n = null; scan("e", $i, $n); echo json_encode($n), "\n";
}
run();
function objref(Countable &$c) { return count($c); }
$ao = new ArrayObject([1, 2]); echo objref($ao), objref($ao), "\n";
$x = 5;
try { objref($x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
foreach ([0, 1, -1, PHP_INT_MAX, null, true, false, 0.0, 2.5, NAN, "", "0", "a", [], [0]] as $v) {
  echo var_export((bool) $v, true), ' ';
  if (!is_array($v)) echo var_export((int) $v, true), ' ', var_export((float) $v, true), ' ';
  echo "\n";
}
$flags = 6; echo var_export((bool) ($flags & 2), true), var_export((bool) ($flags & 1), true), (int) true, (int) false, (int) null, "\n";
--EXPECTF--
x01["x0"][1]
x12["x1"][1,2]
x23["x2"][1,2,3]
int(6)
int(8)
scan(): Argument #2 ($i) must be of type int, string given, called in %s on line 15
scan(): Argument #3 ($m) must be of type ?array, string given, called in %s on line 17
["e"]
22
objref(): Argument #1 ($c) must be of type Countable, int given, called in %s on line 24
false 0 0.0 
true 1 1.0 
true -1 -1.0 
true 9223372036854775807 9.223372036854776E+18 
false 0 0.0 
true 1 1.0 
false 0 0.0 
false 0 0.0 
true 2 2.5 
true 0 NAN 
false 0 0.0 
false 0 0.0 
true 0 0.0 
false 
true 
truefalse100
