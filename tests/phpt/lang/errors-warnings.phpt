--TEST--
warnings and notices in PHP's format
--FILE--
<?php
echo $undefined;
$arr = [];
echo $arr['missing'];
echo $arr[5];
$n = null; echo $n[0];
echo "Array: " . [1];
$s = "abc"; echo $s[10];
echo intdiv(5, 2), "\n";
echo 10 % 3, "\n";
--EXPECTF--
Warning: Undefined variable $undefined in %s on line 2

Warning: Undefined array key "missing" in %s on line 4

Warning: Undefined array key 5 in %s on line 5

Warning: Trying to access array offset on value of type null in %s on line 6

Warning: Array to string conversion in %s on line 7
Array: Array
Warning: Uninitialized string offset 10 in %s on line 8
2
1
