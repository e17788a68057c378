--TEST--
JIT: warnings raised mid-loop (undefined variable, undefined key) print as php's
--INI--
hop.jit_threshold=2
--FILE--
<?php
// Warnings raised in the middle of hot loops print exactly as php's, with
// the line of the instruction that raised them.
function undefined_mid_loop($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        if ($i == $n - 2) {
            $s = $s + $missing;
        }
        $s = $s + $i;
    }
    return $s;
}
function undefined_accumulator($n) {
    for ($i = 0; $i < $n; $i++) {
        $t = $t + $i;
    }
    return $t;
}
function undefined_index($a, $n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s = $s + $a[$i];
    }
    return $s;
}
function unset_mid_loop($n) {
    $s = 0;
    $k = 1;
    for ($i = 0; $i < $n; $i++) {
        if ($i == 5) {
            unset($k);
        }
        $s = $s + $k;
    }
    return $s;
}
var_dump(undefined_mid_loop(10));
var_dump(undefined_mid_loop(4));
var_dump(undefined_accumulator(5));
var_dump(undefined_index([1, 2, 3], 5));
var_dump(unset_mid_loop(8));
// The main script: a variable that is undefined for a while.
for ($j = 0; $j < 6; $j++) {
    if ($j > 3) {
        $late = $late + $j;
    }
}
var_dump($late);
--EXPECTF--
Warning: Undefined variable $missing in %s on line 8
int(45)

Warning: Undefined variable $missing in %s on line 8
int(6)

Warning: Undefined variable $t in %s on line 16
int(10)

Warning: Undefined array key 3 in %s on line 23

Warning: Undefined array key 4 in %s on line 23
int(6)

Warning: Undefined variable $k in %s on line 34

Warning: Undefined variable $k in %s on line 34

Warning: Undefined variable $k in %s on line 34
int(5)

Warning: Undefined variable $late in %s on line 46
int(9)
