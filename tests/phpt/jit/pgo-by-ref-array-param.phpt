--TEST--
JIT pgo: a by-reference array parameter read in optimized loops is not guarded as an array (the guard would fail each round); results unchanged
--INI--
hop.jit=pgo
hop.jit_threshold=5
hop.jit_pgo_threshold=50
--FILE--
<?php
// A by-reference array parameter read and written in compiled loops
// (bench.php's heapsort_r): results unchanged.
function gen($n) { $a = []; $x = 42; for ($i = 1; $i <= $n; $i++) { $x = ($x * 3877 + 29573) % 139968; $a[$i] = $x / 139968.0; } return $a; }
function heapsort_r($n, &$ra) {
    $l = ($n >> 1) + 1; $ir = $n;
    while (1) {
        if ($l > 1) { $rra = $ra[--$l]; }
        else { $rra = $ra[$ir]; $ra[$ir] = $ra[1]; if (--$ir == 1) { $ra[1] = $rra; return; } }
        $i = $l; $j = $l << 1;
        while ($j <= $ir) {
            if (($j < $ir) && ($ra[$j] < $ra[$j + 1])) { $j++; }
            if ($rra < $ra[$j]) { $ra[$i] = $ra[$j]; $j += ($i = $j); } else { $j = $ir + 1; }
        }
        $ra[$i] = $rra;
    }
}
function sum(&$v) { $s = 0.0; for ($i = 1; $i < count($v); $i++) { $s += $v[$i]; } return $s; }
foreach ([10, 3000, 6000] as $n) {
    $a = gen($n);
    heapsort_r($n, $a);
    printf("%d %.10f %.10f %.6f\n", $n, $a[1], $a[$n], sum($a));
}
--EXPECT--
10 0.0083376200 0.7934813672 3.866920
3000 0.0000142890 0.9991783836 1534.648370
6000 0.0000142890 0.9997070759 3052.933249
