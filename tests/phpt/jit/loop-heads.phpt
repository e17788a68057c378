--TEST--
JIT: loop-head entries in the main script and in functions called once
--INI--
hop.jit_threshold=3
--FILE--
<?php
// Loops entered at their heads: in the main script, and in functions
// called once (never hot at entry). The loops' results are printed by a
// shutdown function, so the code after the main script's loops stays in
// the live translator's Int subset and the loop heads really translate.
function once($n) {
    echo "once($n)\n";
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $j = 0;
        while ($j < 3) {
            $s = $s + $j;
            $j++;
        }
        if ($s > 1000000) {
            $s = $s - 1000000;
        }
    }
    return $s;
}
function once_do($n) {
    echo "once_do($n)\n";
    $k = 0;
    do {
        $k += 2;
    } while ($k < $n);
    return $k;
}
function once_break($n) {
    echo "once_break($n)\n";
    $i = 0;
    while (true) {
        $i++;
        if ($i >= $n) {
            break;
        }
        if ($i % 2 == 0) {
            continue;
        }
        $i = $i + 0;
    }
    return $i;
}
function report() {
    global $total, $outer, $inner, $count;
    echo "main: total=$total outer=$outer inner=$inner count=$count\n";
    var_dump($total, $count);
}
register_shutdown_function('report');
var_dump(once(1000), once(5), once_do(101), once_break(77));
$total = 0;
$count = 0;
for ($outer = 0; $outer < 200; $outer++) {
    for ($inner = 0; $inner < $outer; $inner++) {
        $total += $inner;
        $count++;
    }
    $total = $total - $outer;
}
while ($count > 19000) {
    $count -= 7;
}
--EXPECT--
once(1000)
once(5)
once_do(101)
once_break(77)
int(3000)
int(15)
int(102)
int(77)
main: total=1293500 outer=200 inner=199 count=18997
int(1293500)
int(18997)
