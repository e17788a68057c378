--TEST--
JIT pgo: the profiling budget counts entries (hop.jit_pgo_budget), not time: profiling code of functions never hot is optimized after that many entries
--INI--
hop.jit=pgo
hop.jit_threshold=2
hop.jit_pgo_threshold=1000000
hop.jit_pgo_budget=20
--FILE--
<?php
// With a pgo threshold never reached, every profiling translation is
// optimized from the profile so far once entered hop.jit_pgo_budget times
// (checked every 16 entries), whatever the clock says. Types change after
// the budget ran out (optimized code then meets kinds its profile never
// saw), loops run few and many rounds, and a method's profile is judged
// while its callers are still profiling: the results must not change.
function pick($x) {
    if (is_int($x)) return $x * 2;
    if (is_float($x)) return (int)($x * 10);
    return strlen((string)$x);
}
function rounds($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) { $s += $i & 7; if ($i % 13 == 0) $s -= 3; }
    return $s;
}
class Acc {
    public $total = 0;
    public $seen = [];
    function add($v) { $this->total += pick($v); $this->seen[] = gettype($v); return $this; }
}
$acc = new Acc;
$out = [];
for ($i = 0; $i < 300; $i++) {
    $v = $i < 150 ? $i : ($i % 3 == 0 ? $i / 4 : ($i % 3 == 1 ? "s$i" : null));
    $acc->add($v);
    $out[] = pick($v);
    $out[] = rounds($i < 200 ? 3 : 40 + $i % 7);
}
echo $acc->total, " ", count($acc->seen), " ", implode(",", array_count_values($acc->seen)), "\n";
echo md5(implode(",", $out)), " ", array_sum($out), "\n";
--EXPECT--
45147 300 162,38,50,50
e60235e4543e54dc6ffd7385e73e88ba 58453
