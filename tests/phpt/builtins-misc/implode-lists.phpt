--TEST--
implode of lists and hash arrays of strings and ints (one-byte, empty and longer separators), and of other values
--FILE--
<?php
$h = ['a' => 'x', 'b' => 5, 'c' => -12];
unset($h['b']);
$l = [1, 'two', -3, PHP_INT_MIN, '', 0];
var_dump(implode(';', $l), implode('', $l), implode(', ', $l), implode($l), implode('-', $h), implode('|', []), implode('|', ['only']));
$p = [1, 2, 3]; unset($p[1]); var_dump(implode(',', $p));
var_dump(implode(',', [1.5, true, null, 'x']));
--EXPECT--
string(32) "1;two;-3;-9223372036854775808;;0"
string(27) "1two-3-92233720368547758080"
string(37) "1, two, -3, -9223372036854775808, , 0"
string(27) "1two-3-92233720368547758080"
string(5) "x--12"
string(0) ""
string(4) "only"
string(3) "1,3"
string(8) "1.5,1,,x"
