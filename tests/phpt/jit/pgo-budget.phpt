--TEST--
JIT pgo: profiling code optimized from the profile so far once its budget runs out
--INI--
hop.jit=pgo
hop.jit_pgo_threshold=100000
hop.jit_pgo_budget=32
--FILE--
<?php
// pgo's profiling budget: with a pgo threshold never reached, profiling code
// is optimized (or replaced by live code, or given back to the interpreter)
// from the profile so far once its budget runs out (hop.jit_pgo_budget=32:
// after 32 entries). The results must not change on the way.
function mixed_sum($a) {
    $s = 0;
    foreach ($a as $k => $v) {
        if (is_int($v)) $s += $v;
        elseif (is_string($v)) $s += strlen($v);
        else $s += count((array)$v);
    }
    return $s;
}
function short_path($x) {
    if ($x === null) return "null";
    return is_int($x) ? "int:$x" : "other";
}
class P { public $n = 0; public ?P $next = null; function add($k) { $this->n += $k; return $this; } }
function walk(P $p) { $t = 0; while ($p) { $t += $p->n; $p = $p->next; } return $t; }
function rare_loop($n) {
    $acc = 0.0;
    for ($i = 0; $i < $n; $i++) {
        $acc += $i % 7 == 0 ? $i / 3 : $i;
        if ($i == 5000) $acc = (int)$acc;
    }
    return $acc;
}
function tri($n) { $s = 0; for ($j = 0; $j < $n; $j++) { $s += $j * 2; } return $s; }
$out = [];
$head = null;
for ($i = 0; $i < 200; $i++) {
    $p = new P; $p->next = $head; $p->add($i); $head = $p;
    $out[] = mixed_sum([1, "ab", $i, [1, 2], $i % 3 ? "x" : 7, null]);
    $out[] = tri($i % 20 + 5);
    $out[] = short_path($i % 5 == 0 ? null : ($i % 3 ? $i : "s"));
    if ($i % 40 == 0) $out[] = walk($head);
    if ($i % 50 == 7) $out[] = rare_loop(10000 + $i);
}
echo md5(implode(",", $out)), "\n", count($out), "\n", $out[3], " ", $out[count($out) - 1], "\n";
--EXPECT--
d2a86e0420407d068178f8871fca47f3
609
0 int:199
