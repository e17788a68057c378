--TEST--
JIT: 20000 levels of recursion of small int functions
--FILE--
<?php
// Deep recursion of small int functions (20000 levels), compiled or not.
function depth($n) {
    if ($n == 0) {
        return 0;
    }
    return depth($n - 1) + 1;
}
function sum_down($n, $acc) {
    if ($n <= 0) {
        return $acc;
    }
    return sum_down($n - 1, $acc + $n);
}
function ping($n) {
    return $n <= 0 ? 0 : pong($n - 1) + 1;
}
function pong($n) {
    return $n <= 0 ? 0 : ping($n - 1) + 2;
}
var_dump(depth(20000));
var_dump(sum_down(20000, 0));
var_dump(ping(20000));
var_dump(depth(20000) + depth(10));
--EXPECT--
int(20000)
int(200010000)
int(30000)
int(20010)
