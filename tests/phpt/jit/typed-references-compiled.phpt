--TEST--
typed references written in a hot loop (compiled in live and pgo): assignments, .=, ++ and a builtin's by-reference argument checked as in the interpreter
--FILE--
<?php
class A { public int $i = 0; public string $s = ""; public float $f = 0.0; }
function f(A $a, $vals) {
  $r = &$a->i; $q = &$a->s; $w = &$a->f;
  $n = 0;
  foreach ($vals as $v) {
    try { $r = $v; $n += $r; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { $q .= $v; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    $w = $n;
    $r++;
    preg_match('/(\d)/', "a1", $m);
    try { preg_match('/(\d)/', "a1", $r); } catch (TypeError $e) { echo "pm: ", $e->getMessage(), "\n"; }
  }
  return [$n, $a->i, strlen($a->s), $a->f];
}
for ($k = 0; $k < 50; $k++) $res = f(new A, [1, "2", 3.0, 4]);
var_dump($res);
var_dump(f(new A, [1, "x", [], 2.5]));
--EXPECTF--
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
array(4) {
  [0]=>
  int(10)
  [1]=>
  int(5)
  [2]=>
  int(4)
  [3]=>
  float(10)
}
pm: Cannot assign array to reference held by property A::$i of type int
Cannot assign string to reference held by property A::$i of type int
pm: Cannot assign array to reference held by property A::$i of type int
Cannot assign array to reference held by property A::$i of type int

Warning: Array to string conversion in %s on line 8
pm: Cannot assign array to reference held by property A::$i of type int

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 7
pm: Cannot assign array to reference held by property A::$i of type int
array(4) {
  [0]=>
  int(3)
  [1]=>
  int(3)
  [2]=>
  int(10)
  [3]=>
  float(3)
}
