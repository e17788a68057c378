--TEST--
fuzz: operand order
--FILE--
<?php
// php's compiler swaps the operands of *, |, & and ^ when the left one is a constant,
// or a temporary/call result and the right one a later kind (zend_vm's SPEC(COMMUTATIVE)):
// the message names them swapped, and conversion warnings come in that order.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
function s() { return "abc"; }
function fl() { return 1.5; }
$x = "abc"; $a = [1]; $o = new stdClass; $z = 0;
t(function() use ($x) { return 1 + $x; });
t(function() use ($x) { return 1 * $x; });
t(function() use ($x) { return 1 - $x; });
t(function() use ($x) { return 1 | $x; });
t(function() use ($x) { return 1 & $x; });
t(function() use ($x) { return 1 ^ $x; });
t(function() use ($x) { return 1 % $x; });
t(function() use ($x) { return 1 << $x; });
t(function() use ($x) { return 1.5 | $x; });
t(function() use ($x) { return (1 + 0.5) | $x; });
t(function() use ($x) { $y = 1.5; return $y | $x; });
t(function() use ($a) { return "5x" * $a; });
t(function() use ($a) { return $a * ("5" . "x"); });
t(function() { return s() | fl(); });
t(function() use ($z) { return ($z + 1.5) | s(); });
t(function() use ($x, $z) { return ($z + 1.5) | $x; });
t(function() use ($x) { return bin2hex(s() ^ $x); });
t(function() use ($x) { return bin2hex($x ^ s()); });
t(function() use ($o) { return "5abc" * $o; });
t(function() use ($o) { return $o * "5abc"; });
t(function() use ($a) { return 2 * $a; });
// evaluation order is still left to right
$i = 1;
t(function() use (&$i) { return ($i++ * 10) * $i; });
t(function() use (&$i) { return [$i++] * $i; });
var_dump($i);
// conversions in order: the left operand (with its warning) before the right one fails
t(fn() => "5abc" + []);
t(fn() => [] + "5abc");
t(fn() => 1.5 | []);
t(fn() => [] | 1.5);
t(fn() => "1.5" | []);
t(fn() => 1.5 % "abc");
t(fn() => "abc" % 1.5);
t(fn() => "5abc" - new stdClass);
--EXPECTF--
TypeError: Unsupported operand types: int + string
TypeError: Unsupported operand types: string * int
TypeError: Unsupported operand types: int - string
TypeError: Unsupported operand types: string | int
TypeError: Unsupported operand types: string & int
TypeError: Unsupported operand types: string ^ int
TypeError: Unsupported operand types: int % string
TypeError: Unsupported operand types: int << string
TypeError: Unsupported operand types: string | float
TypeError: Unsupported operand types: string | float

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 19
TypeError: Unsupported operand types: float | string
TypeError: Unsupported operand types: array * string
TypeError: Unsupported operand types: array * string
TypeError: Unsupported operand types: string | float
TypeError: Unsupported operand types: string | float
TypeError: Unsupported operand types: string | float
string(6) "000000"
string(6) "000000"
TypeError: Unsupported operand types: stdClass * string
TypeError: Unsupported operand types: stdClass * string
TypeError: Unsupported operand types: array * int
int(20)
TypeError: Unsupported operand types: int * array
int(3)

Warning: A non-numeric value encountered in %s on line 36
TypeError: Unsupported operand types: string + array
TypeError: Unsupported operand types: array + string

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 38
TypeError: Unsupported operand types: float | array
TypeError: Unsupported operand types: array | float

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 40
TypeError: Unsupported operand types: string | array

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 41
TypeError: Unsupported operand types: float % string
TypeError: Unsupported operand types: string % float

Warning: A non-numeric value encountered in %s on line 43
TypeError: Unsupported operand types: string - stdClass
