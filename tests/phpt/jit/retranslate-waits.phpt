--TEST--
JIT live: a chain of translations grows for new argument kinds only once they came often enough; results unchanged
--INI--
hop.jit=live
hop.jit_threshold=2
hop.jit_profitability=1
--FILE--
<?php
// A function whose calls bring new kinds of arguments now and then: its
// chain of translations grows only once a kind mix came often enough
// (hop.jit_threshold × the chain's translations), the interpreter runs
// the rarer mixes meanwhile. Mixes appear once, a few times, and often,
// in turn; a loop head sees new kinds of locals as well: the results must
// not change on the way.
function mix($a, $b) {
    $r = $a + $b;
    if (is_float($r)) $r = round($r, 3);
    return is_string($a) ? $a . "|" . $r : $r * 2;
}
function walk($xs) {
    $t = 0;
    foreach ($xs as $x) { $t = $t + (is_array($x) ? count($x) : $x); }
    return $t;
}
$vals = [1, 2.5, "3", true, null, "4.5"];
$out = [];
for ($i = 0; $i < 3000; $i++) {
    $a = $vals[($i % 97 == 0) ? $i % 6 : ($i % 5 == 0 ? 1 : 0)];
    $b = $vals[($i % 13 == 0) ? ($i >> 3) % 6 : 0];
    if ($i > 2500) { $a = $i; $b = $i / 7; }
    $out[] = mix($a, $b);
    $out[] = walk($i % 50 == 0 ? [1, [2, 3], 4.5] : ($i > 2000 ? [$i, 0.5] : [$i, 1]));
}
echo md5(json_encode($out)), " ", count($out), " ", json_encode(array_slice($out, 0, 4)), " ", json_encode(array_slice($out, -2)), "\n";
--EXPECT--
40c4e8631748033b3769ab2dbb782e05 6000 [4,7.5,4,2] [6854.858,2999.5]
