--TEST--
assert() descriptions: closures, statements, classes, attributes
--FILE--
<?php
// Statements, closures, classes and attributes re-printed in assert() descriptions.
function show(callable $f) {
    try { $f(); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
}
show(fn() => assert(false && function &(int $a, ?string &$b = null, INT|Foo ...$c) use ($x, &$y): ?ARRAY {
    echo 1, 2;
    global $g, $h;
    static $s = 1, $t;
    unset($a, $b[1]);
    ;
    { $inner = 1; }
    if ($a) {
        return;
    } elseif ($b) {
        return 1;
    } else if ($c) {
        return 2;
    } else {
        if ($d) return 3;
    }
    if ($x) echo 1; else echo 2;
    if ($y):
      echo 3;
    endif;
    while ($a--) { break; continue 2; }
    do { $a++; } while ($a < 10);
    for ($i = 0, $j = 1; $i < 10; $i++, $j--) {}
    for (;;) {}
    foreach ($arr as $k => &$v) {}
    foreach ($arr as [$p, $q]) {}
    foreach ($arr as list('a' => $p)) {}
    switch ($a) {
        case 1:
        case 2:
            echo 'x';
            break;
        default:
            echo 'y';
    }
    try {
        foo();
    } catch (A|B $e) {
        bar();
    } catch (C) {
    } finally {
        baz();
    }
    try { } catch (E $e) {}
    goto end;
    end:
    $x = fn($a) => $a + 1;
    $y = static fn&(array $a): int => $a[0];
    $z = static function() {};
    throw new Exception('x');
    yield;
    yield $a;
    yield $k => $v;
    $r = yield $a;
    $r = yield from $gen;
    $q = (yield $a) + 1;
    print 'x';
    $a = print 'y';
    echo clone $a, include 'x.php', require_once('y.php'), eval('1;');
    $m = match($a) { 1, 2 => 'a', default => 'b' };
    $n = match(true) {};
    $a ??= $b ?? $c;
    $a .= $b;
    $a **= 2;
    $a = $b ? $c : ($d ? $e : $f);
    $a = ($b ? $c : $d) ? $e : $f;
    $a = $b ?: $c;
    $a = @$b;
    $a = ~$b;
    list($a, list($b)) = $c;
    [$a, [$b, $c]] = $d;
    [, $a] = $b;
    $a = &$b;
    $a = [&$b, ...$c, 'k' => &$d];
    function inner($a = [1, 2]) { return $a; }
    $x = 1;
    declare(ticks=1);
    return $a;
}));
show(fn() => assert(false && new #[Attr] class(1, 2) extends Base implements I1, \I2 {
    use T1, T2 { T1::foo insteadof T2; T2::foo as protected bar; baz as qux; T1::x as private; }
    use T3;
    const A = 1, B = 2;
    private const C = 'c';
    final public const D = 3;
    #[Attr(1, x: 2)] #[Other, Third()]
    public $a = 1, $b;
    var $v;
    static $s;
    protected static ?int $p = null;
    public readonly int $r;
    private Foo&Bar $inter;
    public (Foo&Bar)|null $dnf;
    public function __construct(private int $x = 0, public readonly string $y = '', #[SensitiveParameter] $z = 1) {}
    abstract protected function abs();
    public static function sf(): static { return new static; }
    final private function fp(callable $c, iterable $i, mixed $m, object $o, self $s, parent $p, false|null $fn): void {}
    function noVis(): never { exit; }
    public function &refRet() { static $x; return $x; }
}));
show(fn() => assert(false && new class {}));
show(fn() => assert(false && new class() {}));
show(fn() => assert(false && function() {
    abstract class AC {}
    final class FC extends AC implements I {}
    readonly class RC {}
    interface I extends J, K { public function m(); const X = 1; }
    trait T { public $t; }
    enum E: string implements I { case A = 'a'; case B = 'b'; const C = self::A; public function f() {} }
    enum F { case X; }
    #[Attr] function attributed(#[A] $x) {}
    $f = #[A] fn() => 1;
    $g = #[A] static function() {};
    namespace\foo();
}));
show(fn() => assert(false && function(?\Foo $a, ?namespace\Bar $b, \Baz|null $c, ?ARRAY $d, MIXED $e, ITERABLE $f, ?Self $h): STATIC {}));
show(fn() => assert(false && ($a = $b and $c) && ($a = $b or $c)));
show(fn() => assert(false && function() { ?>hello
world<?php echo 1; ?>x<?php }));
show(fn() => assert(false && function(\Foo $a): \Bar {
    try {} catch (\Exception|namespace\E $e) {}
    $x = new \Foo && \Foo::bar() && $a instanceof \Foo && $a instanceof $b && \Foo::$x && \Foo::C && \Foo::class;
    $y = new class extends \Base implements \I {
        use \T1, \T2 { \T1::foo insteadof \T2; }
        #[\A] const X = 1;
        #[\A] public $p;
        #[\A] public function m(#[\A] $p) {}
    };
    $z = new #[\A] class {};
    $q = [1, 2, 3][0];
    $r = "abc"[1];
    $s = 'abc'[1];
    $t = (new Foo)->bar;
    $u = (clone $a)->b;
    $v = ($a + $b)[0];
    $w = -$a[0];
    $x = (int) $a['b'];
    $y = $a++ + ++$b - $c-- - --$d;
    $z = !$a && !($a || $b);
    $a = $b = $c;
    $a = ($b = $c) + 1;
    $a = 1 + 2 * 3 - (4 - 5) / 6 % 7;
    $a = (1 + 2) * 3;
    $a = 1 - (2 - 3);
    $a = (1 - 2) - 3;
    $a = 2 ** 3 ** 4;
    $a = (2 ** 3) ** 4;
    $a = $a . $b . ($c . $d);
    $a = $a << 1 >> 2;
    $a = $a & $b | $c ^ $d;
    $a = ($a | $b) & $c;
    $a = ($a == $b) == $c; $a = $a < ($b > $c); $a = $a instanceof A == $b;
}));
show(fn() => assert(false && function () {
    declare(ticks=1) { $a = 1; }
    switch ($a) {}
    $f = function () use ($a) {
        return function () {
            return fn($x) => [$x, function () {}];
        };
    };
    if ($a): elseif ($b): else: endif;
    while (true);
    for ($i = 0;;) continue;
    foreach ($a as $b): endforeach;
    $m = match ($a) { default => function () { return 1; } };
    $x = $y?->z(...$args);
}));
--EXPECT--
assert(false && function &(int $a, ?string &$b = null, INT|Foo ...$c) use($x, &$y): ?array {
    echo 1;
    echo 2;
    global $g;
    global $h;
    static $s = 1;
    static $t;
    unset($a);
    unset($b[1]);
    $inner = 1;
    if ($a) {
        return;
    } elseif ($b) {
        return 1;
    } else if ($c) {
        return 2;
    } else {
        if ($d) {
            return 3;
        }
    }
    if ($x) {
        echo 1;
    } else {
        echo 2;
    }
    if ($y) {
        echo 3;
    }
    while ($a--) {
        break;
        continue 2;
    }
    do {
        $a++;
    } while ($a < 10);
    for ($i = 0, $j = 1; $i < 10; $i++, $j--) {
    }
    for (;;) {
    }
    foreach ($arr as $k => &$v) {
    }
    foreach ($arr as [$p, $q]) {
    }
    foreach ($arr as ['a' => $p]) {
    }
    switch ($a) {
        case 1:
        case 2:
            echo 'x';
            break;
        default:
            echo 'y';
    }
    try {
        foo();
    } catch (A|B $e) {
        bar();
    } catch (C) {
    } finally {
        baz();
    }
    try {
    } catch (E $e) {
    }
    goto end;
    end:
    $x = fn($a) => $a + 1;
    $y = static fn&(array $a): int => $a[0];
    $z = static function () {
    };
    throw new Exception('x');
    yield ;
    yield $a;
    yield $k => $v;
    $r = (yield $a);
    $r = (yield from $gen);
    $q = (yield $a) + 1;
    print 'x';
    $a = (print 'y');
    echo clone $a;
    echo include('x.php');
    echo require_once('y.php');
    echo eval('1;');
    $m = match ($a) {
        1, 2 => 'a',
        default => 'b',
    };
    $n = match (true) {
    };
    $a ??= $b ?? $c;
    $a .= $b;
    $a **= 2;
    $a = $b ? $c : ($d ? $e : $f);
    $a = $b ? $c : $d ? $e : $f;
    $a = $b ?: $c;
    $a = @$b;
    $a = ~$b;
    [$a, [$b]] = $c;
    [$a, [$b, $c]] = $d;
    [, $a] = $b;
    $a =& $b;
    $a = [&$b, ...$c, 'k' => &$d];
    function inner($a = [1, 2]) {
        return $a;
    }

    $x = 1;
    declare(ticks = 1);
    return $a;
})
assert(false && new #[Attr] class(1, 2) extends Base implements I1, I2 {
    use T1, T2 {
        T1::foo insteadof T2;
        T2::foo as protected bar;
        baz as qux;
        T1::x as private;
    }
    use T3;
    public const A = 1, B = 2;
    private const C = 'c';
    public const D = 3;
    #[Attr(1, x: 2)]
    #[Other, Third()]
    public $a = 1, $b;
    public $v;
    static $s;
    protected static ?int $p = null;
    public readonly int $r;
    private Foo&Bar $inter;
    public Foo&Bar|null $dnf;
    public function __construct(int $x = 0, string $y = '', #[SensitiveParameter] $z = 1) {
    }

    protected abstract function abs();

    public static function sf(): static {
        return new static();
    }

    private final function fp(callable $c, iterable $i, mixed $m, object $o, self $s, parent $p, false|null $fn): void {
    }

    public function noVis(): never {
        exit;
    }

    public function &refRet() {
        static $x;
        return $x;
    }

})
assert(false && new class {
})
assert(false && new class {
})
assert(false && function () {
    abstract class AC {
    }

    final class FC extends AC implements I {
    }

    readonly class RC {
    }

    interface I implements J, K {
        public function m();

        public const X = 1;
    }

    trait T {
        public $t;
    }

    enum E: string implements I {
        case A = 'a';
        case B = 'b';
        public const C = self::A;
        public function f() {
        }

    }

    enum F {
        case X;
    }

    #[Attr]
    function attributed(#[A] $x) {
    }

    $f = #[A] fn() => 1;
    $g = #[A] static function () {
    };
    namespace\foo();
})
assert(false && function (?Foo $a, ?Bar $b, \Baz|null $c, ?array $d, MIXED $e, ITERABLE $f, ?Self $h): static {
})
assert(false && (($a = $b) && $c) && (($a = $b) || $c))
assert(false && function () {
    echo 'hello
world';
    echo 1;
    echo 'x';
})
assert(false && function (\Foo $a): \Bar {
    try {
    } catch (Exception|E $e) {
    }
    $x = new \Foo() && \Foo::bar() && $a instanceof \Foo && $a instanceof $b && \Foo::$x && \Foo::C && \Foo::class;
    $y = new class extends \Base implements I {
        use T1, T2 {
            T1::foo insteadof T2;
        }
        #[\A]
        public const X = 1;
        #[\A]
        public $p;
        #[\A]
        public function m(#[\A] $p) {
        }

    };
    $z = new #[\A] class {
    };
    $q = [1, 2, 3][0];
    $r = 'abc'[1];
    $s = 'abc'[1];
    $t = new Foo()->bar;
    $u = clone $a->b;
    $v = ($a + $b)[0];
    $w = -$a[0];
    $x = (int)$a['b'];
    $y = $a++ + ++$b - $c-- - --$d;
    $z = !$a && !($a || $b);
    $a = $b = $c;
    $a = ($b = $c) + 1;
    $a = 1 + 2 * 3 - (4 - 5) / 6 % 7;
    $a = (1 + 2) * 3;
    $a = 1 - (2 - 3);
    $a = 1 - 2 - 3;
    $a = 2 ** 3 ** 4;
    $a = (2 ** 3) ** 4;
    $a = $a . $b . ($c . $d);
    $a = $a << 1 >> 2;
    $a = $a & $b | $c ^ $d;
    $a = ($a | $b) & $c;
    $a = ($a == $b) == $c;
    $a = $a < ($b > $c);
    $a = $a instanceof A == $b;
})
assert(false && function () {
    declare(ticks = 1) {
        $a = 1;
    }
    switch ($a) {
    }
    $f = function () use($a) {
        return function () {
            return fn($x) => [$x, function () {
            }];
        };
    };
    if ($a) {
    } elseif ($b) {
    } else {
    }
    while (true) {
    }
    for ($i = 0;;) {
        continue;
    }
    foreach ($a as $b) {
    }
    $m = match ($a) {
        default => function () {
    return 1;
},
    };
    $x = $y?->z(...$args);
})
