--TEST--
JIT: sqrt compiled inline for numbers, the interpreter's for other arguments
--FILE--
<?php
// Builtins the JIT inlines (sqrt): numbers compiled, other arguments in
// the interpreter (coercions, TypeError in strict mode, deprecation).
function roots(array $vals) {
    $out = [];
    foreach ($vals as $v) {
        for ($i = 0; $i < 2; $i++) {
            $r = sqrt($v);
            $out[] = $r;
        }
    }
    return $out;
}
var_dump(roots([4, 2.25, 0, -0.0, -1, 1e308, PHP_INT_MAX, INF, NAN, "16", true, null]));
function dist(float $x, float $y) { return sqrt($x * $x + $y * $y); }
$s = 0.0;
for ($i = 0; $i < 20; $i++) $s += dist($i, 1);
printf("%.10f\n", $s);
try { var_dump(sqrt("abc")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Deprecated: sqrt(): Passing null to parameter #1 ($num) of type float is deprecated in %s on line 8

Deprecated: sqrt(): Passing null to parameter #1 ($num) of type float is deprecated in %s on line 8
array(24) {
  [0]=>
  float(2)
  [1]=>
  float(2)
  [2]=>
  float(1.5)
  [3]=>
  float(1.5)
  [4]=>
  float(0)
  [5]=>
  float(0)
  [6]=>
  float(-0)
  [7]=>
  float(-0)
  [8]=>
  float(NAN)
  [9]=>
  float(NAN)
  [10]=>
  float(1.0E+154)
  [11]=>
  float(1.0E+154)
  [12]=>
  float(3037000499.97605)
  [13]=>
  float(3037000499.97605)
  [14]=>
  float(INF)
  [15]=>
  float(INF)
  [16]=>
  float(NAN)
  [17]=>
  float(NAN)
  [18]=>
  float(4)
  [19]=>
  float(4)
  [20]=>
  float(1)
  [21]=>
  float(1)
  [22]=>
  float(0)
  [23]=>
  float(0)
}
192.6650186969
sqrt(): Argument #1 ($num) must be of type float, string given
