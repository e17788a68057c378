--TEST--
JIT: loop-head entries cached, per-function loop counting, full chains given up
--INI--
hop.jit_threshold=2
hop.jit_pgo_threshold=2
--FILE--
<?php
// Loop heads entered again and again (their entry cached once it is live or
// optimized code): locals whose types change between entries (the cached
// entry's guards fail, the chain grows), exceptions out of a cached loop,
// functions whose loops run a few rounds per call (counted per function
// first), several loops in one function, and an entry whose full chain
// misses for most of its type mixes (given up for the interpreter).
function sum_to($n, $start) {
    $s = $start;
    for ($i = 0; $i < $n; $i++) {
        $s = $s + $i;
    }
    return $s;
}
$out = [];
for ($k = 0; $k < 60; $k++) {
    $start = match ($k % 4) { 0 => 1, 1 => 1.5, 2 => "2", 3 => true };
    $out[] = sum_to(20 + $k % 3, $start);
}
echo implode(",", $out), "\n";

function scan_until($items, $stop) {
    $seen = 0;
    foreach ($items as $v) {
        if ($v === $stop) throw new RuntimeException("stop at $seen");
        $seen++;
    }
    return $seen;
}
$caught = 0;
$total = 0;
for ($k = 0; $k < 80; $k++) {
    try {
        $total += scan_until(range(0, 15), $k % 5 == 0 ? 7 : -1);
    } catch (RuntimeException $e) {
        $caught++;
        if ($k == 0 || $k == 75) echo $e->getMessage(), "\n";
    }
}
echo "caught $caught total $total\n";

function two_loops($n) {
    $a = 0;
    for ($i = 0; $i < $n; $i++) $a += $i * 2;
    $b = "";
    $j = 0;
    while ($j < 3) { $b .= $j; $j++; }
    return "$a/$b";
}
$r = "";
for ($k = 0; $k < 300; $k++) $r = two_loops($k % 7);
echo $r, " ", two_loops(50), "\n";

function mix($a, $b, $c) {
    $n = 0;
    for ($i = 0; $i < 2; $i++) $n++;
    return gettype($a)[0] . gettype($b)[0] . gettype($c)[0] . $n;
}
$vals = [1, 1.5, "s", true, null, [1]];
$seen = [];
for ($k = 0; $k < 3000; $k++) {
    $x = mix($vals[$k % 6], $vals[intdiv($k, 6) % 6], $vals[intdiv($k, 36) % 6]);
    $seen[$x] = ($seen[$x] ?? 0) + 1;
}
ksort($seen);
echo count($seen), " ", array_sum($seen), " ", implode(" ", array_slice(array_keys($seen), 0, 8)), "\n";
--EXPECT--
191,211.5,233,191,211,232.5,192,211,232,191.5,212,232,191,211.5,233,191,211,232.5,192,211,232,191.5,212,232,191,211.5,233,191,211,232.5,192,211,232,191.5,212,232,191,211.5,233,191,211,232.5,192,211,232,191.5,212,232,191,211.5,233,191,211,232.5,192,211,232,191.5,212,232
stop at 7
stop at 7
caught 16 total 1024
20/012 2450/012
216 3000 NNN2 NNa2 NNb2 NNd2 NNi2 NNs2 NaN2 Naa2
