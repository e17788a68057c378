--TEST--
fuzz: operand kinds of bitwise not, constant arrays, special functions
--FILE--
<?php
// More operand kinds: ~"" and constant array literals are constants; strval(), strlen($x),
// is_*(), count() ... compile to opcodes with temporary results.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "x"; $a = [1];
t(fn() => (222 > min("a", [0 => 'x'])) & chr(189));
t(fn() => ((array)"" & strval(0.30000000000000004)));
t(fn() => (true ^ ~""));
t(fn() => (("1e-7" <= "1") * [1000, PHP_INT_MIN => (-7 >> 1e16)]));
t(fn() => (("1e-7" <= "1") * [1000, $s]));
t(fn() => ((array)$s | strlen($s)));
t(fn() => ((array)$s | is_int($s)));
t(fn() => ((array)$s | count($a)));
t(fn() => ((array)$s | intval($s)));
t(fn() => ((array)$s | intval($s, 10)));
t(fn() => ((array)$s | max(1, 2)));
--EXPECT--
TypeError: Unsupported operand types: bool & string
TypeError: Unsupported operand types: array & string
TypeError: Unsupported operand types: bool ^ string
TypeError: Unsupported operand types: bool * array
TypeError: Unsupported operand types: array * bool
TypeError: Unsupported operand types: array | int
TypeError: Unsupported operand types: array | bool
TypeError: Unsupported operand types: array | int
TypeError: Unsupported operand types: array | int
TypeError: Unsupported operand types: int | array
TypeError: Unsupported operand types: int | array
