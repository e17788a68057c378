--TEST--
JIT: closures reading and writing $this properties in compiled code (the Closure scope guarded: bind() to another scope or class, private properties, unbound and static closures, kinds changing)
--FILE--
<?php
// Closures reading and writing $this's properties in compiled code: the
// scope is the Closure's (bind() may change it, and with it which private
// property `$this->p` means), $this the bound object; unbound and static
// closures; a property that is unset or of another kind.
class A {
    private int $p = 1;
    public int $q = 10;
    public $mixed = 5;
    public function reader(): Closure { return fn(int $x): int => $x * $this->p + $this->q; }
    public function writer(): Closure { return function ($x) { $this->q += $x; return $this->q; }; }
    public function mixedReader(): Closure { return fn($x) => $this->mixed; }
}
class B extends A {
    private int $p = 100;
}
class C {
    private int $p = 7;
    public int $q = 3;
}

function run(Closure $f, int $n): int {
    $s = 0;
    for ($i = 0; $i < $n; $i++) $s += $f($i);
    return $s;
}

$a = new A;
$b = new B;
echo run($a->reader(), 300), "\n";
echo run($b->reader(), 300), "\n";              // scope A: A's private $p on a B
$fb = Closure::bind(fn(int $x): int => $x * $this->p + $this->q, $b, B::class);
echo run($fb, 300), "\n";                        // scope B: B's $p
$r = $a->reader();
echo run(Closure::bind($r, $b, B::class), 300), "\n";   // the same function, another scope
echo run(Closure::bind($r, new C, C::class), 300), "\n"; // and another class
echo run($r, 300), "\n";
$w = $a->writer();
echo run($w, 200), " ", $a->q, "\n";
$m = $a->mixedReader();
$t = [];
for ($i = 0; $i < 200; $i++) {
    if ($i == 150) $a->mixed = "str";
    if ($i == 170) unset($a->mixed);
    $t[] = @$m($i);
}
echo implode(",", array_slice($t, 145, 30)), "\n";
$unbound = function ($x) { return isset($this) ? 1 : 2; };
echo run($unbound, 100), "\n";
$static = static fn($x) => $x + 1;
echo run($static, 100), "\n";
try {
    $bad = Closure::bind(fn($x) => $this->p, new C, A::class);
    echo run($bad, 10), "\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
--EXPECT--
47850
47850
4488000
4488000
314850
47850
1335300 19910
5,5,5,5,5,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,str,,,,,
200
5050
Error: Cannot access private property C::$p
