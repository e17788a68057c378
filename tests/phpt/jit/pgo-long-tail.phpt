--TEST--
JIT pgo: past the program's core, hot functions with loops wait longer and loop-free ones get live code at once; results unchanged
--INI--
hop.jit=pgo
hop.jit_threshold=2
hop.jit_profitability=1
--FILE--
<?php
// The pgo gear once a program has made many translations: its later hot
// functions (with loops, and their loop heads) wait longer before profiling
// code is made, and loop-free ones get live code at once (no profiling
// translation). Forty functions turn hot first, then more
// functions are called with kinds that change while they wait or after
// their code was made: the results must not change on the way.
$out = [];
for ($k = 0; $k < 40; $k++) {
    $f = "f$k";
    eval("function $f(\$n) { \$s = $k; for (\$i = 0; \$i < \$n; \$i++) { \$s += \$i * $k + (\$i & 3); } return \$s; }");
}
for ($r = 0; $r < 40; $r++) {
    for ($k = 0; $k < 40; $k++) { $f = "f$k"; $out[] = $f($r % 5 + 2); }
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
function lateFlat($x, $y) {
    $a = $y + 1;
    $b = $a * 2 - 3;
    $c = $b + $a * $y;
    $d = $c - $b + 7;
    $e = $d * 3 + $a - $b;
    return $x . ":" . $a . "/" . $b . "/" . $c . "/" . $d . "/" . $e;
}
function shortExit($o, $k) {
    if ($k % 3) return $o->v;   // a short path, mostly taken
    $s = 0;
    for ($i = 0; $i < $k; $i++) $s += $i;
    return $s + strlen(get_class($o));
}
class Box { public $v; function __construct($v) { $this->v = $v; } }
for ($r = 0; $r < 2000; $r++) {
    $out[] = late([$r, $r / 3, "x$r", null, $r % 2 == 0]);
    $out[] = lateLoop($r % 9, $r < 1500 ? $r : $r * 0.5);
    $out[] = lateFlat($r < 1800 ? $r : "s$r", $r < 1900 ? $r : $r / 4);
    $out[] = shortExit(new Box($r < 1700 ? $r : [$r]), $r);
}
echo md5(serialize($out)), " ", count($out), " ", $out[0], " ", json_encode($out[count($out) - 1]), "\n";
--EXPECT--
1c53f0aee73ef7a22409ad7d8fe6e2c1 9600 1 [1999]
