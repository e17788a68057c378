--TEST--
Math constants (exact values through var_export) and var_export of floats under serialize_precision
--FILE--
<?php
echo 'M_E=', var_export(M_E, true), "\n";
echo 'M_LOG2E=', var_export(M_LOG2E, true), "\n";
echo 'M_LOG10E=', var_export(M_LOG10E, true), "\n";
echo 'M_LN2=', var_export(M_LN2, true), "\n";
echo 'M_LN10=', var_export(M_LN10, true), "\n";
echo 'M_PI=', var_export(M_PI, true), "\n";
echo 'M_PI_2=', var_export(M_PI_2, true), "\n";
echo 'M_PI_4=', var_export(M_PI_4, true), "\n";
echo 'M_1_PI=', var_export(M_1_PI, true), "\n";
echo 'M_2_PI=', var_export(M_2_PI, true), "\n";
echo 'M_SQRTPI=', var_export(M_SQRTPI, true), "\n";
echo 'M_2_SQRTPI=', var_export(M_2_SQRTPI, true), "\n";
echo 'M_LNPI=', var_export(M_LNPI, true), "\n";
echo 'M_EULER=', var_export(M_EULER, true), "\n";
echo 'M_SQRT2=', var_export(M_SQRT2, true), "\n";
echo 'M_SQRT1_2=', var_export(M_SQRT1_2, true), "\n";
echo 'M_SQRT3=', var_export(M_SQRT3, true), "\n";
echo 'INF=', var_export(INF, true), "\n";
echo 'NAN=', var_export(NAN, true), "\n";
echo 'PHP_ROUND_HALF_UP=', var_export(PHP_ROUND_HALF_UP, true), "\n";
echo 'PHP_ROUND_HALF_DOWN=', var_export(PHP_ROUND_HALF_DOWN, true), "\n";
echo 'PHP_ROUND_HALF_EVEN=', var_export(PHP_ROUND_HALF_EVEN, true), "\n";
echo 'PHP_ROUND_HALF_ODD=', var_export(PHP_ROUND_HALF_ODD, true), "\n";
var_export([0.1, -0.0, 1e100, 1.0, 0.30000000000000004]); echo "\n";
ini_set("serialize_precision", 17); var_export(0.1); echo "\n";
--EXPECT--
M_E=2.718281828459045
M_LOG2E=1.4426950408889634
M_LOG10E=0.4342944819032518
M_LN2=0.6931471805599453
M_LN10=2.302585092994046
M_PI=3.141592653589793
M_PI_2=1.5707963267948966
M_PI_4=0.7853981633974483
M_1_PI=0.3183098861837907
M_2_PI=0.6366197723675814
M_SQRTPI=1.772453850905516
M_2_SQRTPI=1.1283791670955126
M_LNPI=1.1447298858494002
M_EULER=0.5772156649015329
M_SQRT2=1.4142135623730951
M_SQRT1_2=0.7071067811865476
M_SQRT3=1.7320508075688772
INF=INF
NAN=NAN
PHP_ROUND_HALF_UP=1
PHP_ROUND_HALF_DOWN=2
PHP_ROUND_HALF_EVEN=3
PHP_ROUND_HALF_ODD=4
array (
  0 => 0.1,
  1 => -0.0,
  2 => 1.0E+100,
  3 => 1.0,
  4 => 0.30000000000000004,
)
0.10000000000000001
