--TEST--
references in variables, arrays and foreach
--FILE--
<?php
$a = 1; $b = &$a; $b = 2; echo $a, "\n";
$arr = [1, 2, 3]; foreach ($arr as &$v) { $v *= 2; } unset($v); print_r($arr);
$x = ['a' => ['b' => 1]]; $r = &$x['a']['b']; $r = 9; echo $x['a']['b'], "\n";
function &getRef(array &$arr) { return $arr[0]; }
$list = [10, 20]; $ref = &getRef($list); $ref = 11; echo $list[0], "\n";
$copy = $arr; $copy[] = 99; echo count($arr), count($copy), "\n";
[$p, [$q, $s]] = [1, [2, 3]]; echo "$p$q$s\n";
['x' => $xx, 'y' => $yy] = ['y' => 'Y', 'x' => 'X']; echo $xx, $yy, "\n";
$t = 5; $fn = function() use (&$t) { $t++; }; $fn(); $fn(); echo $t, "\n";
--EXPECT--
2
Array
(
    [0] => 2
    [1] => 4
    [2] => 6
)
9
11
34
123
XY
7
