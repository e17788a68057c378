--TEST--
< <= > >= between an int and a float
--FILE--
<?php
// < <= > >= between an int and a float (both orders), with a branch and as a value.
function cmp4($a, $b) { return [$a < $b, $a <= $b, $a > $b, $a >= $b]; }
function branchy($a, $b) { $s = ''; if ($a < $b) $s .= 'lt'; if ($a <= $b) $s .= 'le'; if ($a > $b) $s .= 'gt'; if ($a >= $b) $s .= 'ge'; return $s; }
$pairs = [[1, 1.5], [2.0, 2], [3, 2.5], [-1.5, -1], [0, -0.0], [PHP_INT_MAX, 9.2233720368547758E18],
  [PHP_INT_MAX - 1, (float)PHP_INT_MAX], [PHP_INT_MIN, -9.2233720368547758E18], [9007199254740993, 9007199254740992.0],
  [1, NAN], [NAN, 1], [5, INF], [-INF, 5], [0, 1e-300]];
foreach ($pairs as [$a, $b]) {
  echo var_export($a, true), ' ', var_export($b, true), ': ', json_encode(cmp4($a, $b)), ' ', branchy($a, $b), ' ', json_encode(cmp4($b, $a)), "\n";
}
// mandelbrot's escape test.
$z = 0.5; $Z = 0.25; $n = 0;
for ($k = 0; $k < 50; $k++) { $t = $z * $z - $Z * $Z + 0.3; $Z = 2 * $z * $Z + 0.1; $z = $t; if ($z * $z + $Z * $Z > 500000) break; $n++; }
var_dump($n, $z * $z + $Z * $Z < 1000000);
--EXPECT--
1 1.5: [true,true,false,false] ltle [false,false,true,true]
2.0 2: [false,true,false,true] lege [false,true,false,true]
3 2.5: [false,false,true,true] gtge [true,true,false,false]
-1.5 -1: [true,true,false,false] ltle [false,false,true,true]
0 -0.0: [false,true,false,true] lege [false,true,false,true]
9223372036854775807 9.223372036854776E+18: [false,true,false,true] lege [false,true,false,true]
9223372036854775806 9.223372036854776E+18: [false,true,false,true] lege [false,true,false,true]
-9223372036854775807-1 -9.223372036854776E+18: [false,true,false,true] lege [false,true,false,true]
9007199254740993 9007199254740992.0: [false,true,false,true] lege [false,true,false,true]
1 NAN: [false,false,false,false]  [false,false,false,false]
NAN 1: [false,false,false,false]  [false,false,false,false]
5 INF: [true,true,false,false] ltle [false,false,true,true]
-INF 5: [true,true,false,false] ltle [false,false,true,true]
0 1.0E-300: [true,true,false,false] ltle [false,false,true,true]
int(50)
bool(true)
