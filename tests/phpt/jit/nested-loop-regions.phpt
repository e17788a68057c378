--TEST--
JIT: nested loops entered at an inner loop head (kinds changing in the outer loops, a local set inside, an exception)
--FILE--
<?php
// Nested loops entered at an inner loop head, whichever region a mode
// makes of them: what the outer loops do to the inner loop's locals (kinds
// changing from one outer round to the next, a local first set inside,
// arrays growing) comes out as php computes it.
function grid(int $n): array {
    $rows = [];
    for ($y = 0; $y < $n; $y++) {
        $row = [];
        $acc = $y % 3 == 0 ? 0 : ($y % 3 == 1 ? 0.5 : "1");
        for ($x = 0; $x < $n; $x++) {
            $i = 0;
            $v = $acc;
            while ($i < 20 && $v < 1000) {
                $v = $v * 2 + $x;
                $i++;
            }
            $row[] = $i;
            if ($x == 7) $late = $v;
        }
        $rows[] = array_sum($row) + (is_float($v) ? 1000 : 0);
        if ($y == $n - 2) $acc = null;
    }
    return [$rows, $late ?? -1];
}
function triple(int $n): int {
    $t = 0;
    for ($a = 0; $a < $n; $a++) {
        for ($b = 0; $b < $n; $b++) {
            for ($c = 0; $c < $n; $c++) {
                $t += ($a ^ $b) & $c;
            }
            if ($b == 3) $t = $t % 1000003;
        }
        $t = $t . "";    // a string between inner loop runs
        $t = (int)$t + 1;
    }
    return $t;
}
for ($k = 0; $k < 3; $k++) {
    [$rows, $late] = grid(40 + $k);
    echo array_sum($rows), " ", count($rows), " ", $late, "\n";
    echo triple(12 + $k), "\n";
}
try {
    for ($y = 0; $y < 5; $y++) {
        for ($x = 0; $x < 300; $x++) {
            if ($y == 3 && $x == 299) throw new RuntimeException("at $y $x");
        }
    }
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
23595 40 1785
4380
25063 41 1913
6325
25536 42 1017
8764
at 3 299
