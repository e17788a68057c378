--TEST--
JIT: $f(...) of closures called from compiled code (captures, bound $this, first-class callables, nested calls, the shapes left to the interpreter, exceptions, last reference, deep recursion)
--FILE--
<?php
// `$f(...)` of closures called from compiled code (a loop calling them):
// captures by value and by reference, bound $this, static closures, first
// class callables of methods and functions, an array of closures of several
// functions, nested calls ($f($g($x))), and the shapes that leave to the
// interpreter: defaults, variadics, by-reference parameters, generators,
// strings, arrays and invokable objects, builtins, a closure that throws.
class Acc {
    public int $n = 0;
    public function __construct(private int $k) {}
    public function adder(): Closure { return fn($x) => $x + $this->k; }
    public function bump(): Closure { return function ($x) { $this->n += $x; return $this->n; }; }
    public function mul(int $a, int $b): int { return $a * $b + $this->k; }
    public static function twice($x) { return 2 * $x; }
    public function __invoke($x) { return $x - $this->k; }
}
function plus1($x) { return $x + 1; }
function compose(callable $f, callable $g): Closure { return fn($x) => $f($g($x)); }
function gen($n) { for ($i = 0; $i < $n; $i++) yield $i; }

function run(int $rounds): array {
    $k = 5;
    $count = 0;
    $byVal = fn($x) => $x * $k;
    $byRef = function ($x) use (&$count) { $count += $x; return $count; };
    $a = new Acc(7);
    $adder = $a->adder();
    $bump = $a->bump();
    $mul = $a->mul(...);
    $twice = Acc::twice(...);
    $p1 = plus1(...);
    $st = static fn($x) => $x ^ 3;
    $inc = compose($adder, $p1);
    $ops = [fn($x) => $x + $k, fn($x) => $x * 2, fn($x) => $x - 3, $st];
    $defaults = function ($x, $y = 10) { return $x + $y; };
    $variadic = function (...$xs) { return array_sum($xs); };
    $refParam = function (&$x) { $x++; return $x; };
    $gen = function ($n) { yield $n; yield $n + 1; };
    $strCallable = 'plus1';
    $arrCallable = [$a, 'mul'];
    $invokable = $a;
    $builtin = strlen(...);
    $t = 0;
    $v = 1;
    for ($i = 0; $i < $rounds; $i++) {
        $t += $byVal($i);
        $t += $byRef($i & 3);
        $t += $adder($i);
        $t += $bump(1);
        $t += $mul($i, 2);
        $t += $twice($i);
        $t += $p1($i);
        $t += $st($i);
        $t += $inc($i);
        $t += $ops[$i & 3]($i);
        $t += $defaults($i);
        $t += $defaults($i, 1);
        $t += $variadic($i, 1, 2);
        $t += $refParam($v);
        foreach ($gen($i) as $g) $t += $g;
        $t += $strCallable($i);
        $t += $arrCallable($i, 3);
        $t += $invokable($i);
        $t += $builtin("abc");
        $t &= 0xFFFFFF;
    }
    return [$t, $count, $a->n, $v];
}

for ($r = 0; $r < 3; $r++) {
    echo implode(" ", run(300)), "\n";
}

// A closure that throws, called from a loop: caught in the caller each time.
function thrower(int $n): int {
    $f = function ($x) { if ($x % 7 == 3) throw new RuntimeException("bad $x"); return $x; };
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        try {
            $s += $f($i);
        } catch (RuntimeException $e) {
            $s += 1000;
        }
    }
    return $s;
}
echo thrower(200), " ", thrower(300), "\n";

// The callee's own compiled code raises (a builtin's error, a call with too
// few arguments): the caller's handler catches it.
function needsOne($a) { return $a; }
function raiser(int $n): string {
    $div = fn($x) => intdiv(100, $x % 5);
    $few = fn($x) => $x % 4 == 1 ? needsOne() : $x;
    $out = 0;
    $msgs = [];
    for ($i = 0; $i < $n; $i++) {
        try {
            $out += $div($i) + $few($i);
        } catch (DivisionByZeroError $e) {
            $msgs[$e->getMessage()] = ($msgs[$e->getMessage()] ?? 0) + 1;
        } catch (ArgumentCountError $e) {
            $msgs[get_class($e)] = ($msgs[get_class($e)] ?? 0) + 1;
        }
    }
    ksort($msgs);
    return $out . " " . json_encode($msgs);
}
echo raiser(100), "\n", raiser(200), "\n";

// Kinds that change under a compiled call site: a closure, then not one.
function mixed(array $fs): string {
    $out = [];
    foreach ($fs as $f) {
        try {
            $out[] = $f(2);
        } catch (Error $e) {
            $out[] = get_class($e) . ": " . $e->getMessage();
        }
    }
    return implode(",", $out);
}
$fs = [];
for ($i = 0; $i < 50; $i++) $fs[] = fn($x) => $x + $i;
$fs[] = 'plus1';
$fs[] = 42;
$fs[] = new stdClass;
$fs[] = null;
echo mixed($fs), "\n";

// The last reference to a closure is the call's own: released after it.
class Noisy { public function __destruct() { echo "noisy gone\n"; } }
function lastRef(): int {
    $s = 0;
    for ($i = 0; $i < 3; $i++) {
        $n = new Noisy;
        $f = function ($x) use ($n) { return $x + 1; };
        unset($n);
        $s += $f($i);
        $f = null;
    }
    return $s;
}
echo lastRef(), "\n";

// Deep recursion through closures (the native stack check).
$fact = function ($n) use (&$fact) { return $n <= 1 ? 1 : ($n % 1000) + $fact($n - 1); };
echo $fact(20000), "\n";
--EXPECT--
1258050 450 300 301
1258050 450 300 301
1258050 450 300 301
45971 81400
6120 {"ArgumentCountError":20,"Division by zero":20}
18240 {"ArgumentCountError":40,"Division by zero":40}
2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,3,Error: Value of type int is not callable,Error: Object of type stdClass is not callable,Error: Value of type null is not callable
noisy gone
noisy gone
noisy gone
6
9990000
