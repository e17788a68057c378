--TEST--
fuzz: operand order with compile-time strlen/ord/chr
--FILE--
<?php
// strlen("..."), ord("...") and chr(int) are compile-time constants in php: they swap as constants.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "+3"; $a = [1];
t(fn() => strlen("1.5") * $s[0]);
t(fn() => strlen("1.5") * $a);
t(fn() => \strlen("ab") | $a);
t(fn() => strlen($s) * $a);
t(fn() => ord("a") * $a);
t(fn() => chr(65) | $a);
t(fn() => chr("65") | $a);
t(fn() => ord("a" . "b") & $a);
--EXPECT--
TypeError: Unsupported operand types: string * int
TypeError: Unsupported operand types: array * int
TypeError: Unsupported operand types: array | int
TypeError: Unsupported operand types: array * int
TypeError: Unsupported operand types: array * int
TypeError: Unsupported operand types: array | string
TypeError: Unsupported operand types: array | string
TypeError: Unsupported operand types: array & int
