--TEST--
JIT: methods called through first-class callables return in compiled code (their frame's Closure dropped; a last reference left to the interpreter)
--FILE--
<?php
// Methods called through first-class callables (`$o->m(...)`, `C::m(...)`)
// from compiled code: their frames hold the Closure, which their compiled
// returns drop; a last reference (the Closure made for one call) is the
// interpreter's to release, destructors in order.
class Acc {
    public function __construct(private int $k) {}
    public function add(int $a, int $b): int { return $a + $b + $this->k; }
    public static function twice(int $x): int { return 2 * $x; }
    public function __destruct() { echo "gone {$this->k}\n"; }
}
function run(int $n): int {
    $a = new Acc(3);
    $add = $a->add(...);
    $tw = Acc::twice(...);
    $t = 0;
    for ($i = 0; $i < $n; $i++) {
        $t = ($t + $add($i, 1) + $tw($i)) & 0xFFFFFF;
        $t += (new Acc(-1))->add(...)(1, 2);       // the Closure's and the object's last references
        $t += array_sum(array_map($a->add(...), [1, 2], [3, 4]));
    }
    return $t;
}
ob_start();
$r = [run(50), run(50)];
$out = ob_get_clean();
echo implode(" ", $r), " ", substr_count($out, "gone -1"), " ", substr_count($out, "gone 3"), "\n";
function order(): void {
    for ($i = 0; $i < 3; $i++) {
        echo (new Acc(100 + $i))->add(...)(0, 0), "\n";
    }
}
order();
order();
--EXPECT--
4775 4775 100 2
gone 100
100
gone 101
101
gone 102
102
gone 100
100
gone 101
101
gone 102
102
