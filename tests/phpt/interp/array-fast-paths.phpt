--TEST--
array element fast paths: copy-on-write, appends, nested writes, references
--FILE--
<?php
$a = [1, 2, 3];
$b = $a;            // shared: writes must separate
$b[1] = 20;
$b[] = 4;
var_dump($a, $b);
$c = [];
for ($i = 0; $i < 5; $i++) $c[] = $i * $i;
$c[2] = "two";
var_dump($c);
$m = [[1, 2], [3, 4]];
$n = $m;
$m[1][0] = 30;
var_dump($m, $n);
echo $m[0][1], $m[1][0], "\n";
$h = ['x' => 1, 5 => 'five', 7 => 'seven'];
echo $h[5], $h[7], $h['x'], "\n";
$r = [1, 2, 3];
$ref = &$r[1];
$r[1] = 99;
echo $ref, "\n";
$s = [1, 2];
echo @$s[5], "|\n";
echo $s[-1] ?? 'none', "\n";
$k = 1;
$s[$k] = new stdClass; $s[$k] = 5; var_dump($s);
class D { function __destruct() { echo "d\n"; } }
$arr = [new D, 2];
$arr[0] = 1;
echo "after\n";
function modify(array $x) { $x[0] = 'changed'; return $x; }
$orig = ['o', 'p'];
$mod = modify($orig);
var_dump($orig, $mod);
$str = "abc";
echo $str[1], "\n";
$big = range(0, 9);
$sum = 0; foreach ($big as $i => $v) { $sum += $big[$i]; }
echo $sum, "\n";
$x = [1,2,3];
$x[3] = 4; $x[5] = 6; var_dump($x);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(20)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
array(5) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  string(3) "two"
  [3]=>
  int(9)
  [4]=>
  int(16)
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(30)
    [1]=>
    int(4)
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    int(4)
  }
}
230
fiveseven1
99
|
none
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(5)
}
d
after
array(2) {
  [0]=>
  string(1) "o"
  [1]=>
  string(1) "p"
}
array(2) {
  [0]=>
  string(7) "changed"
  [1]=>
  string(1) "p"
}
b
45
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [5]=>
  int(6)
}
