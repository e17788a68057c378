--TEST--
bindec, hexdec, octdec, decbin, decoct, dechex, base_convert
--FILE--
<?php
foreach (["1010", "0b1010", " 111 ", "12", "-101", str_repeat("1", 64), str_repeat("1", 70), ""] as $s) {
    var_dump(bindec($s));
}
foreach (["ff", "0xFF", "FFFFFFFFFFFFFFFF", "7FFFFFFFFFFFFFFF", "g1", "1.5"] as $s) {
    var_dump(hexdec($s));
}
foreach (["777", "0o17", "0O17", "89", "1777777777777777777777"] as $s) {
    var_dump(octdec($s));
}
foreach ([0, 1, 255, -1, PHP_INT_MAX, PHP_INT_MIN] as $n) {
    echo decbin($n), " ", decoct($n), " ", dechex($n), "\n";
}
var_dump(base_convert("ff", 16, 2), base_convert("zz", 36, 10), base_convert("-12", 10, 16), base_convert("1e3", 10, 36));
var_dump(base_convert(str_repeat("z", 20), 36, 16), base_convert("0x1f", 16, 10), base_convert("0b11", 2, 10));
foreach ([[1, 10], [10, 37], [37, 2]] as [$from, $to]) {
    try { base_convert("10", $from, $to); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { dechex("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(dechex(3.0), decbin("5"));
--EXPECTF--
int(10)
int(10)
int(7)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
int(1)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 3
int(5)
float(1.8446744073709552E+19)
float(1.1805916207174113E+21)
int(0)
int(255)
int(255)
float(1.8446744073709552E+19)
int(9223372036854775807)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 6
int(1)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 6
int(21)
int(511)
int(15)
int(15)

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 9
int(0)
float(1.8446744073709552E+19)
0 0 0
1 1 1
11111111 377 ff
1111111111111111111111111111111111111111111111111111111111111111 1777777777777777777777 ffffffffffffffff
111111111111111111111111111111111111111111111111111111111111111 777777777777777777777 7fffffffffffffff
1000000000000000000000000000000000000000000000000000000000000000 1000000000000000000000 8000000000000000

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 14

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 14
string(8) "11111111"
string(4) "1295"
string(1) "c"
string(1) "d"
string(26) "a8b8b452291fe8000000000000"
string(2) "31"
string(1) "3"
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #3 ($to_base) must be between 2 and 36 (inclusive)
base_convert(): Argument #2 ($from_base) must be between 2 and 36 (inclusive)
dechex(): Argument #1 ($num) must be of type int, string given
string(1) "3"
string(3) "101"
