--TEST--
JIT: calls of callees compiled code does not know (closures, callable strings and arrays, __call, __invoke, generators, throwing and recursive callees) from hot loops: the region ends before the FCall and the interpreter makes the call
--FILE--
<?php
// Calls whose callee compiled code does not know (closures from an array,
// callable strings and arrays, first-class callables, a bound $this, a
// by-reference capture and parameter, __call, __invoke, generators, a
// throwing callee, deep recursion through a callable string) run as an
// InterpOne that finishes the call, and the region goes on after it.
function r(array $ops, Closure $bump, int $n): int {
    $acc = 1;
    for ($i = 0; $i < $n; $i++) {
        $acc = $ops[$i & 3]($acc) & 0xFFFF;
        $bump($acc & 7);
    }
    return $acc;
}
$k = 3; $counter = 0;
$ops = [fn($x) => $x + $k, fn($x) => $x * 2, fn($x) => $x - 3, static fn($x) => $x ^ 5];
$bump = function (int $by) use (&$counter): void { $counter += $by; };
echo r($ops, $bump, 2000), " $counter\n";
class M {
    public function __construct(private int $f = 2) {}
    public function __call($n, $a) { return strlen($n) + $a[0]; }
    public function __invoke($x) { return $x * $this->f; }
    public function scale(int $x): int { return $x * $this->f; }
    public static function twice(int $x): int { return 2 * $x; }
}
function mixed_calls(int $n): int {
    $m = new M(3);
    $f = 'strlen'; $g = [$m, 'scale']; $h = 'M::twice'; $s = $m->scale(...); $u = [$m, 'undefinedThing'];
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        $t += $f("abc$i") + $g($i) + $h($i) + $s($i) + $m($i) + $u($i);
        $t &= 0xFFFFFF;
    }
    return $t;
}
echo mixed_calls(500), "\n";
function inc(&$a) { $a++; }
function byref(int $n): int { $br = 'inc'; $z = 0; for ($i = 0; $i < $n; $i++) { $br($z); } return $z; }
echo byref(300), "\n";
function gen($n) { for ($i = 0; $i < $n; $i++) yield $i; }
function gens(int $n): int { $gg = 'gen'; $s = 0; for ($i = 0; $i < $n; $i++) { foreach ($gg(3) as $v) $s += $v; } return $s; }
echo gens(300), "\n";
function thrower($x) { if ($x == 250) throw new RuntimeException("at $x"); return $x; }
function throws(int $n): int {
    $h = 'thrower'; $t = 0;
    try { for ($i = 0; $i < $n; $i++) { $t += $h($i); } } catch (RuntimeException $e) { echo $e->getMessage(), " "; }
    return $t;
}
echo throws(300), "\n";
function deep($n) { $d = 'deep'; return $n == 0 ? 0 : 1 + $d($n - 1); }
echo deep(20000), "\n";
class NoCtor { public $v = 1; }
function news(int $n): int { $c = 'NoCtor'; $t = 0; for ($i = 0; $i < $n; $i++) { $o = new $c(); $t += $o->v; } return $t; }
echo news(300), "\n";
$total = 0;
for ($i = 0; $i < 300; $i++) { $total += $ops[$i & 3]($i); }
echo $total, "\n";
--EXPECT--
2 7991
1506890
300
900
at 250 31125
20000
300
55954
