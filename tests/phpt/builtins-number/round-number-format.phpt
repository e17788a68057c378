--TEST--
round, floor, ceil, number_format, math constants, int pow overflow
--FILE--
<?php
foreach ([2.5, -2.5, 1.955, 5.045, 5.055, 0.285, 1.45, -0.5, 0.49999999999999994, -0.0, 1e15 + 0.5, 3] as $v) {
    var_dump(round($v), round($v, 2), round($v, -1));
}
var_dump(round(12345, -2), round(12355, -1), round(PHP_INT_MAX), round(PHP_INT_MAX, -3), round("3.7"), round("15", -1));
foreach ([PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD] as $mode) {
    echo $mode, ": ", round(1.5, 0, $mode), " ", round(2.5, 0, $mode), " ", round(-1.5, 0, $mode), " ", round(1.255, 2, $mode), "\n";
}
var_dump(round(3.14159, 2147483648), round(12345.678, -2147483649), round(INF), round(NAN, 2));
var_dump(floor(5), floor(-5.5), ceil(4.1), ceil(-4.9), floor("7.9"));
echo number_format(1234567.891), "\n";
echo number_format(1234567.891, 2), "\n";
echo number_format(1234567.891, 2, ',', '.'), "\n";
echo number_format(1234567.891, 3, ' point ', ' thousand '), "\n";
echo number_format(0.5), " ", number_format(-0.4), " ", number_format(-1234.567, 1), "\n";
echo number_format(1234.5, 2, '', ''), " ", number_format(1234.5, 2, null, null), "\n";
echo number_format(1e15, 2), " ", number_format(-1e-10, 3), " ", number_format(0.125, 2), "\n";
echo number_format(123456789, -2), " ", number_format(INF), " ", number_format(-INF, 2), " ", number_format(NAN), "\n";
echo strlen(number_format(1.5, 400)), "\n";
echo number_format("1234.5678", "2"), "\n";
try { number_format("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo M_PI, " ", M_E, " ", M_SQRT2, " ", M_EULER, " ", M_LNPI, " ", M_SQRT3, " ", M_SQRTPI, " ", MT_RAND_PHP, MT_RAND_MT19937, "\n";
var_dump(2 ** 63, (-2) ** 63, (-2) ** 64, (-3) ** PHP_INT_MAX, 3 ** PHP_INT_MAX, pow(-2, 62), pow(0, 0), pow(0, 5), pow(-1, PHP_INT_MAX));
--EXPECT--
float(3)
float(2.5)
float(0)
float(-3)
float(-2.5)
float(-0)
float(2)
float(1.96)
float(0)
float(5)
float(5.05)
float(10)
float(5)
float(5.06)
float(10)
float(0)
float(0.29)
float(0)
float(1)
float(1.45)
float(0)
float(-1)
float(-0.5)
float(-0)
float(1)
float(0.5)
float(0)
float(-0)
float(-0)
float(-0)
float(1000000000000000.5)
float(1000000000000000.5)
float(1000000000000000)
float(3)
float(3)
float(0)
float(12300)
float(12360)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(4)
float(20)
1: 2 3 -2 1.26
2: 1 2 -1 1.25
3: 2 2 -2 1.26
4: 1 3 -1 1.25
float(3.14159)
float(0)
float(INF)
float(NAN)
float(5)
float(-6)
float(5)
float(-4)
float(7)
1,234,568
1,234,567.89
1.234.567,89
1 thousand 234 thousand 567 point 891
1 0 -1,234.6
123450 1,234.50
1,000,000,000,000,000.00 0.000 0.13
123,456,789 inf inf nan
402
1,234.57
number_format(): Argument #1 ($num) must be of type float, string given
3.1415926535898 2.718281828459 1.4142135623731 0.57721566490153 1.1447298858494 1.7320508075689 1.7724538509055 10
float(9.223372036854776E+18)
int(-9223372036854775808)
float(1.8446744073709552E+19)
float(-INF)
float(INF)
int(4611686018427387904)
int(1)
int(0)
int(-1)
