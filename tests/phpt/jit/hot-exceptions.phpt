--TEST--
JIT: exceptions thrown in hot functions caught by callers, and thrown by callees caught in hot functions
--FILE--
<?php
// Exceptions crossing hot (compiled) functions: thrown in a hot function
// and caught by its caller, and thrown by a callee of a hot function and
// caught inside it. Line numbers and the trace stay php's.
function sum_or_throw($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $s += $i;
    }
    if ($s > 40) {
        throw new RangeException("sum $s too big");
    }
    return $s;
}
function caller_catches() {
    $ok = 0;
    for ($k = 0; $k < 15; $k++) {
        try {
            $ok += sum_or_throw($k);
        } catch (RangeException $e) {
            echo $e->getMessage(), " at line ", $e->getLine(), "\n";
        }
    }
    return $ok;
}
function risky($v) {
    if ($v % 7 == 6) {
        throw new LogicException("bad $v");
    }
    return $v;
}
function hot_catches($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        try {
            $s += risky($i);
        } catch (LogicException $e) {
            $s -= 1000;
        }
        $s = $s + 1;
    }
    return $s;
}
function hot_rethrows($n) {
    $s = 0;
    try {
        for ($i = 0; $i < $n; $i++) {
            $s = $s + risky($i);
        }
    } finally {
        echo "finally with s=$s\n";
    }
    return $s;
}
var_dump(caller_catches());
var_dump(hot_catches(20));
try {
    hot_rethrows(10);
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), " line ", $e->getLine(), "\n";
    echo $e->getTraceAsString(), "\n";
}
// Thrown from a loop in the main script.
try {
    for ($i = 0; $i < 100; $i++) {
        if ($i == 50) {
            throw new Exception("main loop at $i");
        }
    }
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
--EXPECTF--
sum 45 too big at line 11
sum 55 too big at line 11
sum 66 too big at line 11
sum 78 too big at line 11
sum 91 too big at line 11
int(120)
int(-1809)
finally with s=15
LogicException: bad 6 line 28
#0 %s(48): risky(6)
#1 %s(58): hot_rethrows(10)
#2 {main}
main loop at 50
