--TEST--
sort/rsort/asort/arsort of int-only arrays (compared inline), other values, ksort/krsort with SORT_REGULAR; int to string conversion
--FILE--
<?php
// sort()/rsort()/asort()/arsort() of int-only arrays (compared inline) and
// of arrays with other values, and ksort()/krsort() with int, string and
// mixed keys, SORT_REGULAR against the other flags.
$ints = [5, -3, 12, 0, 5, PHP_INT_MAX, PHP_INT_MIN, 7, -3, 42];
$a = $ints; sort($a); echo json_encode($a), "\n";
$a = $ints; rsort($a); echo json_encode($a), "\n";
$a = ['x' => 3, 'y' => 1, 'z' => 2, 'w' => 1]; asort($a); echo json_encode($a), "\n";
$a = ['x' => 3, 'y' => 1, 'z' => 2, 'w' => 1]; arsort($a); echo json_encode($a), "\n";
$a = [3, 1.5, 2, '10', '9', true]; sort($a); var_export($a); echo "\n";
$a = [10, 9, 2, 1]; sort($a, SORT_STRING); echo json_encode($a), "\n";
$v = 1; $a = [3, &$v, 2]; sort($a); echo json_encode($a), "\n";
$a = [3, 1, 2]; $b = $a; sort($a); echo json_encode([$a, $b]), "\n";
$k = ['b' => 1, 'a' => 2, '10' => 3, '9' => 4, 'a10' => 5, 'a9' => 6, '-1' => 7, '1e1' => 8];
$a = $k; ksort($a); echo json_encode($a), "\n";
$a = $k; krsort($a); echo json_encode($a), "\n";
$a = $k; ksort($a, SORT_STRING); echo json_encode($a), "\n";
$a = [5 => 'a', -2 => 'b', 9 => 'c', 0 => 'd']; ksort($a); echo json_encode($a), "\n"; krsort($a); echo json_encode($a), "\n";
// Int interpolation and conversion (the digit-pair formatter).
foreach ([0, 7, 10, 99, 100, 101, 999, 1000, 12345, -1, -10, -99, -100, 1000000007, PHP_INT_MAX, PHP_INT_MIN] as $i) {
  echo "[$i]", ' ', (string)$i, ' ', strlen("$i"), ' ', "id=$i;", $i . '', "\n";
}
--EXPECT--
[-9223372036854775808,-3,-3,0,5,5,7,12,42,9223372036854775807]
[9223372036854775807,42,12,7,5,5,0,-3,-3,-9223372036854775808]
{"y":1,"w":1,"z":2,"x":3}
{"x":3,"z":2,"y":1,"w":1}
array (
  0 => 1.5,
  1 => 2,
  2 => 3,
  3 => '9',
  4 => '10',
  5 => true,
)
[1,10,2,9]
[1,2,3]
[[1,2,3],[3,1,2]]
{"-1":7,"9":4,"10":3,"1e1":8,"a":2,"a10":5,"a9":6,"b":1}
{"b":1,"a9":6,"a10":5,"a":2,"10":3,"1e1":8,"9":4,"-1":7}
{"-1":7,"10":3,"1e1":8,"9":4,"a":2,"a10":5,"a9":6,"b":1}
{"-2":"b","0":"d","5":"a","9":"c"}
{"9":"c","5":"a","0":"d","-2":"b"}
[0] 0 1 id=0;0
[7] 7 1 id=7;7
[10] 10 2 id=10;10
[99] 99 2 id=99;99
[100] 100 3 id=100;100
[101] 101 3 id=101;101
[999] 999 3 id=999;999
[1000] 1000 4 id=1000;1000
[12345] 12345 5 id=12345;12345
[-1] -1 2 id=-1;-1
[-10] -10 3 id=-10;-10
[-99] -99 3 id=-99;-99
[-100] -100 4 id=-100;-100
[1000000007] 1000000007 10 id=1000000007;1000000007
[9223372036854775807] 9223372036854775807 19 id=9223372036854775807;9223372036854775807
[-9223372036854775808] -9223372036854775808 20 id=-9223372036854775808;-9223372036854775808
