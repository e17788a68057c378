--TEST--
JIT: callees that leave compiled code (exits, exceptions, no translation) under compiled callers with and without loops
--FILE--
<?php
// Calls from compiled code whose callee leaves compiled code (an exit, an
// exception, or no translation at all), under callers with and without a
// loop, nested, from callbacks and generators: results, exceptions,
// finally blocks, destructors and traces stay php's.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "~D{$this->n} "; } }
function leaf($x) {
    // Leaves compiled code on strings (a kind the translation did not see)
    // and throws on multiples of 13.
    if ($x % 13 == 0) throw new RuntimeException("leaf $x");
    $y = $x * 2;
    return is_string($x) ? $y + 0.5 : $y + 1;
}
function mid($x) {          // no loop
    $a = leaf($x);
    $b = $a + 3;
    return $b * 2;
}
function top($x) {          // no loop
    $d = ($x % 50 == 1) ? new D($x) : null;
    try {
        $r = mid($x) - 1;
    } finally {
        $r2 = 1;
    }
    return $r + $r2;
}
function looper($n) {       // a loop
    $s = 0;
    for ($i = 1; $i <= $n; $i++) {
        try {
            $s += top($i);
        } catch (RuntimeException $e) {
            $s -= 7;
        }
    }
    return $s;
}
function never_hot($x) { return [$x, $x + 1]; }
function calls_cold($x) {   // no loop; a callee called rarely
    $p = never_hot($x);
    return $p[0] + $p[1];
}
function gen($n) { for ($i = 0; $i < $n; $i++) yield mid($i + 1); }
function sum_gen($n) {
    $t = 0;
    foreach (gen($n) as $v) $t += $v;
    return $t;
}
$t = 0;
for ($k = 0; $k < 40; $k++) {
    $t += looper(30);
    $t += calls_cold($k);
    try { $t += top(26); } catch (RuntimeException $e) { $t += strlen($e->getMessage()); }
}
echo "\n", $t, "\n";
echo top("5"), "\n";             // a string: leaf leaves compiled code
echo array_sum(array_map('top', [2, 3, 4])), "\n";
echo array_sum(array_map(fn($v) => mid($v), [2, 3, 4])), "\n";
try { sum_gen(20); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { top(13); } catch (RuntimeException $e) {
    foreach ($e->getTrace() as $fr) echo $fr['function'], " ";
    echo "\n";
}
echo "done\n";
--EXPECT--
~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 ~D1 
78440
27
60
60
RuntimeException: leaf 13
leaf mid top 
done
