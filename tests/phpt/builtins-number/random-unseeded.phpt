--TEST--
random_int, random_bytes, lcg_value, unseeded mt_rand: ranges and types
--FILE--
<?php
// Unpredictable values: check ranges and types only.
$ok = true;
for ($i = 0; $i < 200; $i++) {
    $r = random_int(-5, 5);
    $ok = $ok && is_int($r) && $r >= -5 && $r <= 5;
    $m = mt_rand(10, 12);
    $ok = $ok && $m >= 10 && $m <= 12;
    $l = lcg_value();
    $ok = $ok && is_float($l) && $l >= 0 && $l < 1;
}
var_dump($ok);
var_dump(random_int(7, 7), random_int(PHP_INT_MIN, PHP_INT_MIN));
var_dump(is_int(random_int(PHP_INT_MIN, PHP_INT_MAX)));
var_dump(strlen(random_bytes(1)), strlen(random_bytes(32)));
var_dump(count(array_unique(array_map(fn($i) => random_bytes(16), range(1, 10)))));
mt_srand();
$a = [mt_rand(), mt_rand(), mt_rand()];
mt_srand();
$b = [mt_rand(), mt_rand(), mt_rand()];
var_dump($a !== $b, mt_rand() <= mt_getrandmax(), rand() >= 0);
$s = str_shuffle("aabbcc");
var_dump(count_chars($s, 3));
$arr = range(1, 30);
shuffle($arr);
sort($arr);
var_dump($arr === range(1, 30));
--EXPECT--
bool(true)
int(7)
int(-9223372036854775808)
bool(true)
int(1)
int(32)
int(10)
bool(true)
bool(true)
bool(true)
string(3) "abc"
bool(true)
