--TEST--
calls skip parameter checks only when every argument already has its type
--FILE--
<?php
function f(int $a, float $b, $c, ?string $d, int|string $e) { var_dump($a, $b, $c, $d, $e); }
f(1, 2.5, [1], null, "x");
f(1, 2, 3, "s", 5);          // int -> float coercion must still happen
f("7", 1.5, 0, 'q', 1.0);    // string -> int, float -> int|string
try { f([], 1.0, 0, null, 1); } catch (TypeError $e) { echo get_class($e), "\n"; }
function g(float $x): float { return $x * 2; }
var_dump(g(3), g(1.5));
--EXPECT--
int(1)
float(2.5)
array(1) {
  [0]=>
  int(1)
}
NULL
string(1) "x"
int(1)
float(2)
int(3)
string(1) "s"
int(5)
int(7)
float(1.5)
int(0)
string(1) "q"
int(1)
TypeError
float(6)
float(3)
