--TEST--
JIT: ++/-- on packed-array elements in a hot loop (overflow to float, non-number elements, copy-on-write)
--FILE--
<?php
function f($n) {
  $c = [0, 5, PHP_INT_MAX - 2, 1.5, 'x', null];
  $t = 0;
  for ($i = 0; $i < $n; $i++) {
    $c[1]--;
    $t += $c[0]++;
    $t += ++$c[0];
    $c[2]++;
    $c[3] += 1;
    $k = $i % 7;
    $c[$k]++;
  }
  var_dump($c, $t);
  $d = $c; 
  for ($i = 0; $i < 3; $i++) { $d[0]--; $d[3]--; }
  var_dump($c[0], $d[0], $d[3]);
}
f(10);
--EXPECTF--
Warning: Undefined array key 6 in %s on line 12
array(7) {
  [0]=>
  int(22)
  [1]=>
  int(-3)
  [2]=>
  float(9.223372036854776E+18)
  [3]=>
  float(12.5)
  [4]=>
  string(1) "y"
  [5]=>
  int(1)
  [6]=>
  int(1)
}
int(222)
int(22)
int(19)
float(9.5)
