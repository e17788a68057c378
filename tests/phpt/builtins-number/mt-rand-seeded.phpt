--TEST--
mt_rand, rand, shuffle, str_shuffle, array_rand with a seeded generator (MT19937 and MT_RAND_PHP)
--FILE--
<?php
mt_srand(42);
echo mt_rand(), " ", mt_rand(), " ", mt_rand(1, 100), " ", mt_rand(-1000, 1000), " ", mt_rand(0, PHP_INT_MAX), " ", mt_rand(PHP_INT_MIN, PHP_INT_MAX), "\n";
echo rand(), " ", rand(10, 20), " ", rand(20, 10), " ", rand(5, 5), "\n";
srand(7);
echo rand(), " ", mt_rand(1, 6), "\n";
mt_srand(-1);
echo mt_rand(), "\n";
mt_srand(PHP_INT_MAX);
echo mt_rand(), "\n";
mt_srand(4294967296 + 5);
$a = mt_rand();
mt_srand(5);
var_dump($a === mt_rand());
// MT_RAND_PHP: PHP 5's twist and range scaling.
mt_srand(123, MT_RAND_PHP);
echo mt_rand(), " ", mt_rand(1, 10), " ", mt_rand(0, PHP_INT_MAX), " ", rand(1, 100), "\n";
mt_srand(123);
echo mt_rand(), "\n";
// Enough draws to cross a reload of the 624-word state.
mt_srand(1);
$sum = 0;
for ($i = 0; $i < 2000; $i++) $sum += mt_rand(0, 9);
echo $sum, "\n";
var_dump(mt_getrandmax(), getrandmax());

mt_srand(2024);
$list = range(1, 12);
shuffle($list);
echo implode(",", $list), "\n";
$assoc = ["a" => 1, "b" => 2, "c" => 3, 10 => 4, "e" => 5];
var_dump(shuffle($assoc));
var_dump($assoc);
$one = [9];
shuffle($one);
$empty = [];
shuffle($empty);
var_dump($one, $empty);
$x = 1; $y = 2;
$refs = [&$x, &$y, 3];
shuffle($refs);
$x = 100;
echo implode(",", $refs), "\n";
echo str_shuffle("abcdefghijklmnop"), " [", str_shuffle(""), "] ", str_shuffle("z"), "\n";

mt_srand(99);
$keys = ["alpha" => 1, "beta" => 2, "gamma" => 3, "delta" => 4, "eps" => 5, "zeta" => 6, "eta" => 7];
var_dump(array_rand($keys), array_rand($keys, 2), array_rand($keys, 5), array_rand($keys, 7));
$packed = range(0, 19);
echo array_rand($packed), " ", implode(",", array_rand($packed, 3)), "\n";
$holes = range(0, 99);
for ($i = 0; $i < 90; $i++) unset($holes[$i]);
echo array_rand($holes), " ", array_rand($holes), " ", implode(",", array_rand($holes, 4)), "\n";
$few = range(0, 9);
unset($few[3], $few[7]);
echo array_rand($few), " ", array_rand($few), " ", array_rand($few), "\n";
foreach ([[[], 1], [[1, 2], 0], [[1, 2], 3], [[1, 2], -1]] as [$arr, $num]) {
    try { array_rand($arr, $num); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
foreach (['mt_rand(5, 1);', 'mt_rand(5);', 'rand(1);', 'random_int(3, 2);', 'random_bytes(0);'] as $code) {
    try { eval($code); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECT--
804318771 1710563033 77 -312 5159388252681270378 1786570144164720316
335047475 12 11 5
163870807 5
209663185
209663185
bool(true)
644748169 3 6623602945034289152 43
1495656191
9069
int(2147483647)
int(2147483647)
3,8,1,7,2,11,6,4,12,5,10,9
bool(true)
array(5) {
  [0]=>
  int(3)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
array(1) {
  [0]=>
  int(9)
}
array(0) {
}
100,2,3
bakoncjldiehfpgm [] z
string(3) "eps"
array(2) {
  [0]=>
  string(4) "beta"
  [1]=>
  string(4) "zeta"
}
array(5) {
  [0]=>
  string(5) "alpha"
  [1]=>
  string(4) "beta"
  [2]=>
  string(5) "gamma"
  [3]=>
  string(3) "eps"
  [4]=>
  string(3) "eta"
}
array(7) {
  [0]=>
  string(5) "alpha"
  [1]=>
  string(4) "beta"
  [2]=>
  string(5) "gamma"
  [3]=>
  string(5) "delta"
  [4]=>
  string(3) "eps"
  [5]=>
  string(4) "zeta"
  [6]=>
  string(3) "eta"
}
8 2,5,8
90 99 90,93,95,99
8 8 5
array_rand(): Argument #1 ($array) cannot be empty
array_rand(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
array_rand(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
array_rand(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
ValueError: mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
ArgumentCountError: mt_rand() expects exactly 2 arguments, 1 given
ArgumentCountError: rand() expects exactly 2 arguments, 1 given
ValueError: random_int(): Argument #1 ($min) must be less than or equal to argument #2 ($max)
ValueError: random_bytes(): Argument #1 ($length) must be greater than 0
