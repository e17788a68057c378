<?php
// generate-ast-export-testdata.php — writes ../testdata/ast-export.tsv: for each case, the
// source of an assert() argument and the description php 8.2 gives that assert() call
// (zend_ast_export's text), both hex-encoded. Run: php -n -d zend.assertions=1 generate-ast-export-testdata.php
$cases = [
    <<<'CASE'
false && -(-1) && -(1) && +1 && - -1 && -1 ** 2 && (-1) ** 2 && !-$a && ~~$b
CASE,
    <<<'CASE'
false && !($a instanceof B) && !$a instanceof B && ($a + 1) instanceof $c
CASE,
    <<<'CASE'
false && (die() || exit(1) || die || exit)
CASE,
    <<<'CASE'
false && (TRUE && \FOO && namespace\BAR && A\B && null && NULL && \true)
CASE,
    <<<'CASE'
false && new Foo && new $cls && new (trim('x')) && new Foo(1, 2) && new \A\B(...$c)
CASE,
    <<<'CASE'
false && $a->{'foo bar'} && $a->{'foo'} && $a->$b && $a->{$b . 'c'}() && ${'a b'} && $$a && ${$a . 'b'} && $a?->b && $a?->b() && $a->{'1x'} && $a->{1}
CASE,
    <<<'CASE'
false && A::$b && A::$$b && static::$c && $x::$y && A::B && $x::B && A::class && $x::class && A::$b[1] && A::{'b'}() && A::$b() && A::{'x y'}() && 'A'::b() && 'strlen'('x')
CASE,
    <<<'CASE'
false && f(...) && $f(...) && A::m(...) && $o->m(...) && (function(){})() && f(...$b, a: 1) && \f() && namespace\f() && A\f() && (fn() => 1)()
CASE,
    <<<'CASE'
false && "a\n\t\$\"'\\ $x {$y} {$z[1]} $a[1] $a[key] $a[-1] $a[01] $a->b \x01\x1b\0\x7f\r\v\f é"
CASE,
    <<<'CASE'
false && "$a$b {$c}[ {$d}x $f->g[0] $h[1][2] {$i}"
CASE,
    <<<'CASE'
false && <<<EOT
  hello $x
  world
  EOT && <<<'NOW'
  raw $x
  NOW && "" && ''
CASE,
    <<<'CASE'
false && 'a\'b\\c"d$e
f'
CASE,
    <<<'CASE'
false && 9223372036854775807 && 9223372036854775808 && 0.1 && 1e15 && 1e14 && 0.00001 && 1.0E-10 && 1.5e100 && 1.0 && 2.50 && 1_000 && 0b101 && 0o17 && 017 && 0x1A && -0.0
CASE,
    <<<'CASE'
false && __LINE__ && __FILE__ && __DIR__ && __CLASS__ && __FUNCTION__ && __METHOD__ && __NAMESPACE__ && __TRAIT__
CASE,
    <<<'CASE'
false && array(1, 'a' => 2, ...$c) == (list($a, , $b) = $x) && [[1, 2], 'k' => [&$r]] && [] && array()
CASE,
    <<<'CASE'
false && (isset($a, $b["x"]) and $c or $d xor $e)
CASE,
    <<<'CASE'
false && !isset($a, $b, $c) && empty($d) && isset($e)
CASE,
    <<<'CASE'
false && $a <> $b && $a != $b && $a == $b && $a === $b && $a !== $b && $a < $b && $a <= $b && $a > $b && $a >= $b && $a <=> $b
CASE,
    <<<'CASE'
false && (float)$a + (integer)$b . (binary)$c . (bool)$d . (boolean)$e . (array)$f . (object)$g . (double)$h . (string)$i
CASE,
    <<<'CASE'
false && ($a = $b and $c) && ($a = $b or $c) && $a = $b = $c && ($a = $b) + 1
CASE,
    <<<'CASE'
false && 1 + 2 * 3 - (4 - 5) / 6 % 7 && (1 + 2) * 3 && 1 - (2 - 3) && (1 - 2) - 3 && 2 ** 3 ** 4 && (2 ** 3) ** 4
CASE,
    <<<'CASE'
false && $a . $b . ($c . $d) && $a << 1 >> 2 && $a & $b | $c ^ $d && ($a | $b) & $c && ($a == $b) == $c && $a < ($b > $c)
CASE,
    <<<'CASE'
false && ($a ?? $b) ?? $c && $a ?? ($b ?? $c) && ($a ?: $b) && (($a ? $b : $c) ? $d : $e) && ($a ? $b : ($c ? $d : $e))
CASE,
    <<<'CASE'
false && ($a += 1) && ($a -= 1) && ($a *= 2) && ($a /= 2) && ($a %= 2) && ($a .= 'x') && ($a **= 2) && ($a <<= 1) && ($a >>= 1) && ($a &= 1) && ($a |= 1) && ($a ^= 1) && ($a ??= 1)
CASE,
    <<<'CASE'
false && $a++ + ++$b - $c-- - --$d && @$a && @f() && clone $a && (clone $a)->b() && clone ($a + 1) && -($a = 1) && !$a = 1
CASE,
    <<<'CASE'
false && (new Foo)->bar && (new Foo)['x'] && ($a + $b)[0] && "abc"[1] && [1, 2][0] && -$a[0] && (int) $a['b']
CASE,
    <<<'CASE'
false && print 'x' && ($a = print 'y') && include 'a.php' && include_once($b) && require 'c' && require_once 'd' && eval('1;')
CASE,
    <<<'CASE'
false && $a ?? throw new E && fn() => throw $e
CASE,
    <<<'CASE'
false && match($a) { 1, 2 => 'a', default => 'b' } && match(true) {} && match($x) { 1 => match($y) { 2 => 3 } }
CASE,
    <<<'CASE'
assertion: false
CASE,
    <<<'CASE'
false && f(a: 1, b: $c) && new Foo(x: 1) && $o->m(...$args)
CASE,
    <<<'CASE'
1 > 2
CASE,
    <<<'CASE'
'0'
CASE,
    <<<'CASE'
0.0
CASE,
    <<<'CASE'
false && function &(int $a, ?string &$b = null, INT|Foo ...$c) use ($x, &$y): ?ARRAY {
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
}
CASE,
    <<<'CASE'
false && new #[Attr] class(1, 2) extends Base implements I1, \I2 {
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
}
CASE,
    <<<'CASE'
false && new class {}
CASE,
    <<<'CASE'
false && new class() {}
CASE,
    <<<'CASE'
false && function() {
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
}
CASE,
    <<<'CASE'
false && function(?\Foo $a, ?namespace\Bar $b, \Baz|null $c, ?ARRAY $d, MIXED $e, ITERABLE $f, ?Self $h): STATIC {}
CASE,
    <<<'CASE'
false && ($a = $b and $c) && ($a = $b or $c)
CASE,
    <<<'CASE'
false && function(\Foo $a): \Bar {
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
}
CASE,
    <<<'CASE'
false && function () {
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
}
CASE,
    <<<'CASE'
false && " ${"---"} ${"ab"}c ${"ab"} ${$x} ${"a"}[1] "
CASE,
];
$rows = ["# assert() argument source (hex)\tphp's description (hex); from tools/generate-ast-export-testdata.php"];
foreach ($cases as $code) {
    try {
        eval("assert($code);");
        throw new Exception("assertion held: $code");
    } catch (AssertionError $e) {
        $rows[] = bin2hex($code) . "\t" . bin2hex($e->getMessage());
    }
}
file_put_contents(__DIR__ . '/../testdata/ast-export.tsv', implode("\n", $rows) . "\n");
echo count($cases), " cases\n";
