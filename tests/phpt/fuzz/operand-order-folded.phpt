--TEST--
fuzz: operand order with operands php folds at compile time
--FILE--
<?php
// Operands php's compiler folds to constants (operators on constants that raise
// nothing) take part in the commutative operand swap as constants.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => "abc" ^ ("5 " <= 7));
t(fn() => "abc5" | ("+3" * "0.0"));
t(fn() => ['a' => 1] & (1 && -1));
t(fn() => [1] & (0 && $x));
t(fn() => [1] & ("a" . 1));
t(fn() => "x" | (1.5 + 1));
t(fn() => "x" | ("1.5" % 1));
t(fn() => "x" | (1 / 0));
t(fn() => "x" | !0);
t(fn() => "x" * ([1] + [2]));
t(fn() => "x" * ([1] + 2));
t(fn() => "x" * (-1 << 2));
t(fn() => "x" * (1 << -2));
--EXPECTF--
TypeError: Unsupported operand types: string ^ bool
TypeError: Unsupported operand types: string | float
TypeError: Unsupported operand types: array & bool
TypeError: Unsupported operand types: array & bool
TypeError: Unsupported operand types: array & string
TypeError: Unsupported operand types: string | float

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 11
TypeError: Unsupported operand types: int | string
DivisionByZeroError: Division by zero
TypeError: Unsupported operand types: string | bool
TypeError: Unsupported operand types: string * array
TypeError: Unsupported operand types: array + int
TypeError: Unsupported operand types: string * int
ArithmeticError: Bit shift by negative number
