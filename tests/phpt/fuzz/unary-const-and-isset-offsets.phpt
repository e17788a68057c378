--TEST--
fuzz: folded unary minus operands; string offsets under ?? with bool, null and float keys
--FILE--
<?php
// Unary minus/plus of a numeric constant string is folded by php: a constant operand.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$arr = [1]; $a = 2;
t(fn() => -"1e-7" * [$arr]);
t(fn() => +"5" | [$a]);
t(fn() => -"abc" * [$a]);
t(fn() => -[] * [$a]);
t(fn() => -(-"3") ^ [$a]);
$c = "2.5";
foreach ([true, false, null, 1.7, -1.2] as $k) {
  var_dump($c[$k] ?? 'd', isset($c[$k]), empty($c[$k]));
}
--EXPECTF--
TypeError: Unsupported operand types: array * float
TypeError: Unsupported operand types: array | int
TypeError: Unsupported operand types: string * int
TypeError: Unsupported operand types: array * int
TypeError: Unsupported operand types: array ^ int
string(1) "."
bool(true)
bool(false)
string(1) "2"
bool(true)
bool(false)
string(1) "2"
bool(true)
bool(false)

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 12

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 12
string(1) "."
bool(true)
bool(false)

Deprecated: Implicit conversion from float -1.2 to int loses precision in %s on line 12

Deprecated: Implicit conversion from float -1.2 to int loses precision in %s on line 12
string(1) "5"
bool(true)
bool(false)
