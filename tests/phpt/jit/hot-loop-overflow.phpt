--TEST--
JIT: int overflow inside hot loops continues as float
--INI--
hop.jit_threshold=2
--FILE--
<?php
// Int arithmetic in hot loops that overflows: php continues with floats, and
// so must compiled code (it leaves to the interpreter at the overflowing op).
function grow_add($n) {
    $x = 9223372036854775800;
    for ($i = 0; $i < $n; $i++) {
        $x = $x + 1;
    }
    return $x;
}
function grow_setop($n) {
    $x = 9223372036854775000;
    for ($i = 0; $i < $n; $i++) {
        $x += 100;
    }
    return $x;
}
function grow_inc($n) {
    $x = 9223372036854775805;
    for ($i = 0; $i < $n; $i++) {
        $x++;
    }
    return $x;
}
function shrink_dec($n) {
    $x = -9223372036854775805;
    for ($i = 0; $i < $n; $i++) {
        --$x;
    }
    return $x;
}
function counter_overflows() {
    // The loop counter itself becomes a float mid-loop.
    $c = 0;
    for ($i = 9223372036854775800; $i > 0 && $c < 12; $i++) {
        $c++;
    }
    return [$i, $c];
}
foreach ([3, 7, 8, 20] as $n) {
    var_dump(grow_add($n), grow_setop($n), grow_inc($n), shrink_dec($n));
}
var_dump(counter_overflows());
// The same in the main script.
$x = 9223372036854775790;
for ($i = 0; $i < 30; $i++) {
    $x = $x + 1;
}
var_dump($x, $i);
--EXPECT--
int(9223372036854775803)
int(9223372036854775300)
float(9.223372036854776E+18)
int(-9223372036854775808)
int(9223372036854775807)
int(9223372036854775700)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
int(9223372036854775800)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
array(2) {
  [0]=>
  float(9.223372036854776E+18)
  [1]=>
  int(12)
}
float(9.223372036854776E+18)
int(30)
