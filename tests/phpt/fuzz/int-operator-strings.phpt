--TEST--
fuzz: int operator strings
--FILE--
<?php
// Integer operators on float strings: saturate like strtol, and php's "float-string" deprecation.
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => "9223372036854775808" | 0);
t(fn() => "-9223372036854775809" | 0);
t(fn() => "1e30" | 0);
t(fn() => "-1e30" % 7);
t(fn() => 1e30 | 0);
t(fn() => "1.5" << 1);
t(fn() => "1e3" % 7);
t(fn() => 7 % "2.5");
t(fn() => "2.0" >> 1);
t(fn() => "1.5abc" & 3);
t(fn() => " 7 " ^ 1);
t(fn() => "1e1000" | 0);
t(fn() => "abc" | 1);
t(fn() => null | "3");
t(fn() => true << "2");
$s = "12.5"; $s %= 5; var_dump($s);
$s = "9223372036854775807.5"; $s |= 0; var_dump($s);
--EXPECTF--
int(9223372036854775807)
int(-9223372036854775808)

Deprecated: Implicit conversion from float-string "1e30" to int loses precision in %s on line 6
int(9223372036854775807)

Deprecated: Implicit conversion from float-string "-1e30" to int loses precision in %s on line 7
int(-1)

Deprecated: Implicit conversion from float 1.0E+30 to int loses precision in %s on line 8
int(5076964154930102272)

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 9
int(2)
int(6)

Deprecated: Implicit conversion from float-string "2.5" to int loses precision in %s on line 11
int(1)
int(1)

Warning: A non-numeric value encountered in %s on line 13

Deprecated: Implicit conversion from float-string "1.5abc" to int loses precision in %s on line 13
int(1)
int(6)

Deprecated: Implicit conversion from float-string "1e1000" to int loses precision in %s on line 15
int(0)
TypeError: Unsupported operand types: string | int
int(3)
int(4)

Deprecated: Implicit conversion from float-string "12.5" to int loses precision in %s on line 19
int(2)
int(9223372036854775807)
