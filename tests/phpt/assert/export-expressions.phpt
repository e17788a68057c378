--TEST--
assert() descriptions: expressions re-printed as zend_ast_export does
--FILE--
<?php
// The description php gives a one-argument assert(): its argument re-printed
// from the syntax tree (zend_ast_export). `false &&` keeps the rest unevaluated.
function show(callable $f) {
    try { $f(); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
}
show(fn() => assert(false && -(-1) && -(1) && +1 && - -1 && -1 ** 2 && (-1) ** 2 && !-$a && ~~$b));
show(fn() => assert(false && !($a instanceof B) && !$a instanceof B && ($a + 1) instanceof $c));
show(fn() => assert(false && (die() || exit(1) || die || exit)));
show(fn() => assert(false && (TRUE && \FOO && namespace\BAR && A\B && null && NULL && \true)));
show(fn() => assert(false && new Foo && new $cls && new (trim('x')) && new Foo(1, 2) && new \A\B(...$c)));
show(fn() => assert(false && $a->{'foo bar'} && $a->{'foo'} && $a->$b && $a->{$b . 'c'}() && ${'a b'} && $$a && ${$a . 'b'} && $a?->b && $a?->b() && $a->{'1x'} && $a->{1}));
show(fn() => assert(false && A::$b && A::$$b && static::$c && $x::$y && A::B && $x::B && A::class && $x::class && A::$b[1] && A::{'b'}() && A::$b() && A::{'x y'}() && 'A'::b() && 'strlen'('x')));
show(fn() => assert(false && f(...) && $f(...) && A::m(...) && $o->m(...) && (function(){})() && f(...$b, a: 1) && \f() && namespace\f() && A\f() && (fn() => 1)()));
show(fn() => assert(false && "a\n\t\$\"'\\ $x {$y} {$z[1]} $a[1] $a[key] $a[-1] $a[01] $a->b \x01\x1b\0\x7f\r\v\f é"));
show(fn() => assert(false && "$a$b {$c}[ {$d}x $f->g[0] $h[1][2] {$i}"));
show(fn() => assert(false && " ${"---"} ${"ab"}c ${"ab"} ${$x} ${"a"}[1] "));
show(fn() => assert(false && <<<EOT
  hello $x
  world
  EOT && <<<'NOW'
  raw $x
  NOW && "" && ''));
show(fn() => assert(false && 'a\'b\\c"d$e
f'));
show(fn() => assert(false && 9223372036854775807 && 9223372036854775808 && 0.1 && 1e15 && 1e14 && 0.00001 && 1.0E-10 && 1.5e100 && 1.0 && 2.50 && 1_000 && 0b101 && 0o17 && 017 && 0x1A && -0.0));
show(fn() => assert(false && __LINE__ && __FILE__ && __DIR__ && __CLASS__ && __FUNCTION__ && __METHOD__ && __NAMESPACE__ && __TRAIT__));
show(fn() => assert(false && array(1, 'a' => 2, ...$c) == (list($a, , $b) = $x) && [[1, 2], 'k' => [&$r]] && [] && array()));
show(fn() => assert(false && (isset($a, $b["x"]) and $c or $d xor $e)));
show(fn() => assert(false && !isset($a, $b, $c) && empty($d) && isset($e)));
show(fn() => assert(false && $a <> $b && $a != $b && $a == $b && $a === $b && $a !== $b && $a < $b && $a <= $b && $a > $b && $a >= $b && $a <=> $b));
show(fn() => assert(false && (float)$a + (integer)$b . (binary)$c . (bool)$d . (boolean)$e . (array)$f . (object)$g . (double)$h . (string)$i));
show(fn() => assert(false && ($a = $b and $c) && ($a = $b or $c) && $a = $b = $c && ($a = $b) + 1));
show(fn() => assert(false && 1 + 2 * 3 - (4 - 5) / 6 % 7 && (1 + 2) * 3 && 1 - (2 - 3) && (1 - 2) - 3 && 2 ** 3 ** 4 && (2 ** 3) ** 4));
show(fn() => assert(false && $a . $b . ($c . $d) && $a << 1 >> 2 && $a & $b | $c ^ $d && ($a | $b) & $c && ($a == $b) == $c && $a < ($b > $c)));
show(fn() => assert(false && ($a ?? $b) ?? $c && $a ?? ($b ?? $c) && ($a ?: $b) && (($a ? $b : $c) ? $d : $e) && ($a ? $b : ($c ? $d : $e))));
show(fn() => assert(false && ($a += 1) && ($a -= 1) && ($a *= 2) && ($a /= 2) && ($a %= 2) && ($a .= 'x') && ($a **= 2) && ($a <<= 1) && ($a >>= 1) && ($a &= 1) && ($a |= 1) && ($a ^= 1) && ($a ??= 1)));
show(fn() => assert(false && $a++ + ++$b - $c-- - --$d && @$a && @f() && clone $a && (clone $a)->b() && clone ($a + 1) && -($a = 1) && !$a = 1));
show(fn() => assert(false && (new Foo)->bar && (new Foo)['x'] && ($a + $b)[0] && "abc"[1] && [1, 2][0] && -$a[0] && (int) $a['b']));
show(fn() => assert(false && print 'x' && ($a = print 'y') && include 'a.php' && include_once($b) && require 'c' && require_once 'd' && eval('1;')));
show(fn() => assert(false && $a ?? throw new E && fn() => throw $e));
show(fn() => assert(false && match($a) { 1, 2 => 'a', default => 'b' } && match(true) {} && match($x) { 1 => match($y) { 2 => 3 } }));
show(fn() => assert(assertion: false));
show(fn() => assert(false && f(a: 1, b: $c) && new Foo(x: 1) && $o->m(...$args)));
show(fn() => assert(1 > 2));
show(fn() => assert('0'));
show(fn() => assert(0.0));
--EXPECT--
assert(false && -(-1) && -1 && +1 && -(-1) && -1 ** 2 && (-1) ** 2 && !(-$a) && ~(~$b))
assert(false && !$a instanceof B && !$a instanceof B && $a + 1 instanceof $c)
assert(false && (exit || exit(1) || exit || exit))
assert(false && (TRUE && \FOO && namespace\BAR && A\B && null && NULL && \true))
assert(false && new Foo() && new $cls() && new trim('x')() && new Foo(1, 2) && new \A\B(...$c))
assert(false && $a->{foo bar} && $a->foo && $a->$b && $a->{$b . 'c'}() && ${a b} && $$a && ${$a . 'b'} && $a?->b && $a?->b() && $a->{1x} && $a->{1})
assert(false && A::$b && A::$$b && static::$c && $x::$y && A::B && $x::B && A::class && $x::class && A::$b[1] && A::b() && A::$b() && A::{x y}() && \A::b() && \strlen('x'))
assert(false && f(...) && $f(...) && A::m(...) && $o->m(...) && function () {
}() && f(...$b, a: 1) && \f() && namespace\f() && A\f() && fn() => 1())
assert(false && "a\n\t\$\"'\\ $x $y {$z[1]} {$a[1]} {$a['key']} {$a[-1]} {$a['01']} {$a->b} \001\e\000\r\v\f é")
assert(false && "$a$b {$c}[ {$d}x {$f->g}[0] {$h[1]}[2] $i")
assert(false && " ${---} {$ab}c $ab {$$x} {$a}[1] ")
assert(false && "hello $x\nworld" && 'raw $x' && '' && '')
assert(false && 'a\'b\\c"d$e
f')
assert(false && 9223372036854775807 && 9.2233720368548E+18 && 0.1 && 1.0E+15 && 1.0E+14 && 1.0E-5 && 1.0E-10 && 1.5E+100 && 1 && 2.5 && 1000 && 5 && 15 && 15 && 26 && -0)
assert(false && __LINE__ && __FILE__ && __DIR__ && __CLASS__ && __FUNCTION__ && __METHOD__ && __NAMESPACE__ && __TRAIT__)
assert(false && [1, 'a' => 2, ...$c] == ([$a, , $b] = $x) && [[1, 2], 'k' => [&$r]] && [] && [])
assert(false && (isset($a) && isset($b['x']) && $c || ($d xor $e)))
assert(false && !(isset($a) && isset($b) && isset($c)) && empty($d) && isset($e))
assert(false && $a != $b && $a != $b && $a == $b && $a === $b && $a !== $b && $a < $b && $a <= $b && $a > $b && $a >= $b && $a <=> $b)
assert(false && (double)$a + (int)$b . (string)$c . (bool)$d . (bool)$e . (array)$f . (object)$g . (double)$h . (string)$i)
assert(false && (($a = $b) && $c) && (($a = $b) || $c) && ($a = $b = $c && ($a = $b) + 1))
assert(false && 1 + 2 * 3 - (4 - 5) / 6 % 7 && (1 + 2) * 3 && 1 - (2 - 3) && 1 - 2 - 3 && 2 ** 3 ** 4 && (2 ** 3) ** 4)
assert(false && $a . $b . ($c . $d) && $a << 1 >> 2 && $a & $b | $c ^ $d && ($a | $b) & $c && ($a == $b) == $c && $a < ($b > $c))
assert(false && ($a ?? $b) ?? $c && $a ?? ($b ?? $c) && ($a ?: $b) && ($a ? $b : $c ? $d : $e) && ($a ? $b : ($c ? $d : $e)))
assert(false && ($a += 1) && ($a -= 1) && ($a *= 2) && ($a /= 2) && ($a %= 2) && ($a .= 'x') && ($a **= 2) && ($a <<= 1) && ($a >>= 1) && ($a &= 1) && ($a |= 1) && ($a ^= 1) && ($a ??= 1))
assert(false && $a++ + ++$b - $c-- - --$d && @$a && @f() && clone $a && clone $a->b() && clone ($a + 1) && -($a = 1) && !($a = 1))
assert(false && new Foo()->bar && new Foo()['x'] && ($a + $b)[0] && 'abc'[1] && [1, 2][0] && -$a[0] && (int)$a['b'])
assert(false && (print 'x' && ($a = (print 'y')) && include('a.php' && include_once($b && require('c' && require_once('d' && eval('1;')))))))
assert(false && $a ?? throw new E() && fn() => throw $e)
assert(false && match ($a) {
    1, 2 => 'a',
    default => 'b',
} && match (true) {
} && match ($x) {
    1 => match ($y) {
    2 => 3,
},
})
assert(assertion: false)
assert(false && f(a: 1, b: $c) && new Foo(x: 1) && $o->m(...$args))
assert(1 > 2)
assert('0')
assert(0)
