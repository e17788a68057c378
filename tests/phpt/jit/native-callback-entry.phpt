--TEST--
JIT: callbacks entered from C++ (array_map, usort ...) run code made for compiled callers
--FILE--
<?php
// Callbacks entered from C++ (array_map, array_filter, usort, array_reduce,
// call_user_func) run the code compiled for compiled callers once hot: a
// short closure's return goes back to the builtin without an interpreter
// loop. Its results, exceptions, side exits and bound $this must not change.
final class Acc {
    public int $n = 0;
    public function __construct(private int $f) {}
    public function mapper(): Closure { return fn($x) => $x * $this->f; }
    public function bump(int $x): int { $this->n += $x; return $this->n; }
}
function run_round(array $data, int $r): string {
    $k = $r % 5 + 1;
    $m = array_map(fn($x) => $x * $k + 1, $data);
    $f = array_filter($m, function ($x) use ($k) { return $x % 3 != $k % 3; });
    $s = array_reduce($f, fn($c, $x) => ($c + $x) & 0xFFFF, 0);
    $u = $data;
    usort($u, fn($a, $b) => ($b % 7) <=> ($a % 7) ?: $a <=> $b);
    $acc = new Acc($k);
    $t = array_sum(array_map($acc->mapper(), $data));
    $cnt = 0;
    array_walk($data, function ($v) use (&$cnt) { $cnt += $v & 1; });
    $str = implode(',', array_map(fn($x) => "v$x", array_slice($data, 0, 3)));
    return "$s/$u[0]/$u[1]/$t/$cnt/$str/" . call_user_func([$acc, 'bump'], $r);
}
$data = range(1, 200);
$out = [];
for ($r = 0; $r < 60; $r++) $out[] = run_round($data, $r);
echo $out[0], "\n", $out[59], "\n", md5(implode(';', $out)), "\n";

// A hot callback whose argument changes kind (int, then float, then string).
$vals = array_merge(range(1, 3000), [1.5, 2.5], ['7', 'x']);
$r = array_map(fn($x) => is_string($x) ? strlen($x) : $x + 1, $vals);
echo count($r), ' ', $r[2999], ' ', $r[3000], ' ', $r[3002], ' ', $r[3003], "\n";

// A hot callback that throws: the exception reaches the builtin's caller.
function thrower($x) { if ($x === 2500) throw new RuntimeException("at $x"); return $x * 2; }
try {
    array_map('thrower', range(1, 3000));
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// ... and one caught inside the callback.
$caught = 0;
$res = array_map(function ($x) use (&$caught) {
    try {
        if ($x % 1000 == 0) throw new LogicException("x");
        return $x;
    } catch (LogicException $e) {
        $caught++;
        return -1;
    }
}, range(1, 5000));
echo $caught, ' ', array_sum($res), "\n";
// A generator's body is never entered from C++ by compiled code.
function gen($n) { for ($i = 0; $i < $n; $i++) yield $i; }
echo array_sum(array_map(fn($g) => array_sum(iterator_to_array($g)), array_map('gen', range(1, 300)))), "\n";
--EXPECT--
13601/6/13/20100/100/v1,v2,v3/0
1262/6/13/100500/100/v1,v2,v3/59
dd068801ba80b6fba318781f04367f87
3004 3001 2.5 1 1
RuntimeException: at 2500
5 12487495
4499950
