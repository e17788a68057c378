--TEST--
JIT: closure and callback returns in compiled code (entered from C++, bound $this, loops, last reference, exceptions)
--FILE--
<?php
// Closures and callbacks whose returns compiled code runs: entered from C++
// (array_map, usort, array_filter, call_user_func), from the interpreter and
// from compiled code; a closure holding the last reference to itself; bound
// $this; a loop inside a callback (its loop head returns to C++); an
// exception thrown by a callback.
class Box {
    public function __construct(private int $k) {}
    public function adder(): Closure { return fn($x) => $x + $this->k; }
    public function looper(): Closure {
        return function ($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $i * $this->k; } return $s; };
    }
}
class Noisy { public function __destruct() { echo "destroyed\n"; } }
function run(int $rounds): int {
    $k = 3;
    $t = 0;
    $data = range(1, 50);
    for ($r = 0; $r < $rounds; $r++) {
        $m = array_map(fn($x) => $x * $k + 1, $data);
        $f = array_filter($m, function ($x) use ($k) { return $x % 2 == $k % 2; });
        usort($m, fn($a, $b) => $b <=> $a);
        $t += $m[0] + count($f);
        $t += (function ($a) { return $a * 2; })($r);
        $t += call_user_func(fn($q) => $q - 1, $r);
        $box = new Box($r % 5);
        $t += array_sum(array_map($box->adder(), [1, 2, 3]));
        $t += $box->looper()(20);
        $t += array_sum(array_map($box->looper(), [3, 4]));
        $t &= 0xFFFFFF;
    }
    return $t;
}
for ($i = 0; $i < 4; $i++) echo run(60), "\n";
$n = new Noisy();
$g = function () use ($n) { return 7; };
unset($n);
echo array_sum(array_map($g, [1, 2])), "\n";
unset($g);
echo "after\n";
for ($i = 0; $i < 300; $i++) {
    try {
        array_map(function ($x) { if ($x > 2) throw new RuntimeException("at $x"); return $x; }, [1, 2, 3]);
    } catch (RuntimeException $e) {
        if ($i % 100 == 0) echo $e->getMessage(), "\n";
    }
}
$s = 0;
for ($i = 0; $i < 300; $i++) $s += array_reduce([1, 2, 3, 4], fn($c, $x) => $c + $x * $i, 0);
echo $s, "\n";
--EXPECT--
40410
40410
40410
40410
14
destroyed
after
at 3
at 3
at 3
448500
