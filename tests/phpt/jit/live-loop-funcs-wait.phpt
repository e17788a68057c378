--TEST--
JIT live: entries of functions with loops wait by the translations made so far (as pgo's loop-free ones); results unchanged
--INI--
hop.jit=live
hop.jit_threshold=2
hop.jit_profitability=1
--FILE--
<?php
// The live gear: once a program has made many translations, the entries of
// functions with loops wait longer (hop.jit_threshold × one more per 16
// translations made), as loop-free ones do; their loop heads are still
// entered. Twenty functions turn hot first, then more functions with loops
// are called with kinds that change while they wait: the results must not
// change on the way.
$out = [];
for ($k = 0; $k < 20; $k++) {
    $f = "f$k";
    eval("function $f(\$n) { \$s = $k; for (\$i = 0; \$i < \$n; \$i++) { \$s += \$i * $k + (\$i & 3); } return \$s; }");
}
for ($r = 0; $r < 30; $r++) {
    for ($k = 0; $k < 20; $k++) { $f = "f$k"; $out[] = $f($r % 5 + 2); }
}
function late($a) {
    $t = 0;
    foreach ($a as $v) { $t += is_int($v) ? $v : (is_float($v) ? (int)($v * 2) : strlen((string)$v)); }
    return $t;
}
function lateLoop($n, $m) {
    $acc = $m;
    while ($n-- > 0) { $acc = $acc * 3 + $n; if ($acc > 1000003) $acc -= 1000003; }
    return $acc;
}
for ($r = 0; $r < 400; $r++) {
    $out[] = late([$r, $r / 3, "x$r", null, $r % 2 == 0]);
    $out[] = lateLoop($r % 9, $r < 300 ? $r : $r * 0.5);
}
echo md5(implode(",", $out)), " ", count($out), " ", $out[0], " ", $out[count($out) - 1], "\n";
--EXPECT--
1601cf3892aefc19faa0f62eff243d9f 1400 1 5407.5
