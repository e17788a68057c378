--TEST--
foreach by reference follows its array through array_unshift/array_shift/array_splice, unset and growth (php's HashTable iterators)
--FILE--
<?php
function f(array &$a) { foreach ($a as &$v) { if ($v == 2) { array_unshift($a, 9); return $v; } } }
$x = [1, 2, 3]; echo f($x), " ", count($x), "\n";
$y = [1, 2, 3, 4];
try { foreach ($y as $k => &$v) { if ($k == 1) throw new Exception("x"); } } catch (Exception $e) { echo "caught\n"; }
array_splice($y, 0, 1); print_r($y);
$z = range(1, 20);
foreach ($z as $k => &$v) { if ($k % 3 == 0) unset($z[$k]); if ($k < 5) $z[] = $k * 100; }
echo count($z), " ", implode(",", $z), "\n";
--EXPECT--
2 4
caught
Array
(
    [0] => 2
    [1] => 3
    [2] => 4
)
16 2,3,5,6,8,9,11,12,14,15,17,18,20,0,200,300
