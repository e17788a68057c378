--TEST--
++/--/op= on array elements: copy-on-write, references, overflow, nested
--FILE--
<?php
$a = [1, 2.5, 3, "4", null];
$b = $a;
$a[0]++; $a[1]--; $a[2] += 5; $a[2] *= 2; $a[1] /= 2; $a[0] <<= 2; $a[3]++; $a[4]++; --$a[0];
var_dump($a, $b);
$c = [PHP_INT_MAX]; $c[0]++; var_dump($c);
$r = [1]; $ref = &$r[0]; $r[0]++; var_dump($ref);
$h = ['x' => 1]; $h['x']++; $h['y'] = 0; $h['y'] += 3; var_dump($h);
$m = [[1, 2], [3]]; $m[0][1]++; $m[1][0] *= 7; var_dump($m);
for ($i = 0, $cnt = [0, 0, 0]; $i < 9; $i++) { $cnt[$i % 3]++; } var_dump($cnt);
--EXPECT--
array(5) {
  [0]=>
  int(7)
  [1]=>
  float(0.75)
  [2]=>
  int(16)
  [3]=>
  int(5)
  [4]=>
  int(1)
}
array(5) {
  [0]=>
  int(1)
  [1]=>
  float(2.5)
  [2]=>
  int(3)
  [3]=>
  string(1) "4"
  [4]=>
  NULL
}
array(1) {
  [0]=>
  float(9.223372036854776E+18)
}
int(2)
array(2) {
  ["x"]=>
  int(2)
  ["y"]=>
  int(3)
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(3)
  }
  [1]=>
  array(1) {
    [0]=>
    int(21)
  }
}
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(3)
  [2]=>
  int(3)
}
