--TEST--
live JIT: Int loops, overflow to float, guard failures
--INI--
hop.jit_threshold=0
--FILE--
<?php
// Loop-heavy int functions the live JIT translates whole.
function sum_to($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s = $s + $i;
    }
    return $s;
}
function doubling(int $n) {
    $s = 1;
    while ($n > 0) {
        $s += $s;
        --$n;
    }
    return $s;
}
function countdown($a, $b) {
    $c = 0;
    while ($a >= $b) {
        $a = $a - 1;
        $c++;
        if ($c <= 3) { $c = $c + 0; } else { $c -= 0; }
    }
    return $c;
}
function cmp_all($a, $b) {
    $r = 0;
    if ($a < $b) $r = $r + 1;
    if ($a <= $b) $r = $r + 10;
    if ($a > $b) $r = $r + 100;
    if ($a >= $b) $r = $r + 1000;
    if ($a == $b) $r = $r + 10000;
    if ($a != $b) $r = $r + 100000;
    return $r;
}
function postinc($n) {
    $x = $n;
    $y = $x++;
    $z = $x--;
    $w = --$x;
    return $y - $z + $w + $x;
}
function undefined_read($n) {
    if ($n > 5) { $u = 1; }
    return $u + $n;
}
var_dump(sum_to(10));
var_dump(sum_to(100000));
var_dump(doubling(10));
// Overflows to float inside the loop: the interpreter takes over.
var_dump(doubling(70));
var_dump(countdown(10, 3));
var_dump(cmp_all(1, 2), cmp_all(2, 2), cmp_all(3, 2));
var_dump(postinc(5), postinc(PHP_INT_MAX - 1));
// Arguments of other types fail the guards.
var_dump(sum_to(5.5));
var_dump(sum_to("7"));
var_dump(countdown(4.5, 1));
var_dump(cmp_all(1.5, 2), cmp_all("a", "b"));
var_dump(postinc(PHP_INT_MAX));
var_dump(postinc(1.25));
var_dump(undefined_read(7));
var_dump(undefined_read(2));
// Overflow inside the loop body of sum_to.
var_dump(sum_to(3) + PHP_INT_MAX - 3);
function big_sum($start, $n) {
    $s = $start;
    for ($i = 0; $i < $n; $i++) {
        $s = $s + $i;
    }
    return $s;
}
var_dump(big_sum(PHP_INT_MAX - 10, 10));
var_dump(big_sum(PHP_INT_MIN, 3));
function sub_loop($n) {
    $s = PHP_INT_MIN + 5;
    for ($i = 0; $i < $n; $i++) { $s -= 1; }
    return $s;
}
var_dump(sub_loop(3), sub_loop(10));
function by_ref(&$r) { $r = $r + 1; return $r; }
$v = 1; var_dump(by_ref($v), $v);
for ($k = 0; $k < 3; $k++) var_dump(sum_to($k));
--EXPECTF--
int(45)
int(4999950000)
int(1024)
float(1.1805916207174113E+21)
int(8)
int(100011)
int(11010)
int(101100)
int(7)
float(1.8446744073709552E+19)
int(15)
int(21)
int(4)
int(100011)
int(100011)
float(1.8446744073709552E+19)
float(-0.5)
int(8)

Warning: Undefined variable $u in %s on line 46
int(2)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
int(-9223372036854775805)
int(-9223372036854775806)
float(-9.223372036854776E+18)
int(2)
int(2)
int(0)
int(0)
int(1)
