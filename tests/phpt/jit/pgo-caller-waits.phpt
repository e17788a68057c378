--TEST--
JIT pgo: the interpreter's entries wait longer than compiled callers', a short callee asked for by compiled code first is put off, not refused, and a loop head its profile refuses goes back to the interpreter; results unchanged
--INI--
hop.jit=pgo
hop.jit_threshold=2
hop.jit_pgo_threshold=20
hop.jit_profitability=1
--FILE--
<?php
// pgo with small thresholds: functions the interpreter calls wait longer
// than those compiled code calls; a short callee that compiled code asks
// for first is put off, not refused; loop heads whose region leaves each
// round (a call it cannot make) go back to the interpreter once their
// profile refuses them. Results must not change on the way.
interface Visitor { function visit($n); }
class CountV implements Visitor { public $n = 0; function visit($n) { $this->n += $n; return $n & 1; } }
class NameV implements Visitor { public $s = ""; function visit($n) { $this->s .= chr(97 + $n % 26); return 0; } }
function leaf($x) { return $x + 1; }
function pick($x) { return $x > 3 ? "big" : "small"; }
function walkAll(array $vs, array $items) {
    $t = 0;
    foreach ($items as $i => $it) {
        $v = $vs[$i % count($vs)];
        $name = "visit";
        $t += $v->$name($it);   // a call the region cannot make: it ends there each round
    }
    return $t;
}
function kernel($n) {
    $acc = 0;
    for ($i = 0; $i < $n; $i++) { $acc = ($acc + leaf($i)) % 1000003; }
    return $acc;
}
$vs = [new CountV, new NameV, new CountV];
$out = [];
for ($r = 0; $r < 400; $r++) {
    $out[] = pick($r % 7);
    $out[] = leaf($r);
    if ($r % 40 == 0) $out[] = walkAll($vs, range($r, $r + 60));
}
$out[] = kernel(20000);
$out[] = $vs[0]->n . "/" . strlen($vs[1]->s) . "/" . substr($vs[1]->s, 0, 12);
echo md5(json_encode($out)), " ", count($out), " ", json_encode(array_slice($out, -4)), "\n";
--EXPECT--
1b3490fe66228f6ae063315d63d20775 812 ["small",400,9400,"44100\/200\/behknqtwzcfi"]
