--TEST--
int overflow becomes float, division and modulo
--FILE--
<?php
var_dump(PHP_INT_MAX + 1, PHP_INT_MIN - 1, PHP_INT_MAX * 2, 7 / 2, 6 / 3, 7 % 3, -7 % 3, 2 ** 10, 2 ** 64, 2 ** -1, 7 <=> 3);
var_dump(intdiv(7, 2), 0.1 + 0.2, 1e100, -0.0, (int)"12abc", "5" + "5.5", "10" == "1e1", 100 == "1e2", "abc" == 0, null == false);
$i = PHP_INT_MAX; $i++; var_dump($i);
$s = "Az"; $s++; var_dump($s); $z = "zz"; $z++; var_dump($z);
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(1.8446744073709552E+19)
float(3.5)
int(2)
int(1)
int(-1)
int(1024)
float(1.8446744073709552E+19)
float(0.5)
int(1)
int(3)
float(0.30000000000000004)
float(1.0E+100)
float(-0)
int(12)
float(10.5)
bool(true)
bool(true)
bool(false)
bool(true)
float(9.223372036854776E+18)
string(2) "Ba"
string(3) "aaa"
