--TEST--
Compatible overrides: contravariant parameters, covariant returns, new optional parameters
--FILE--
<?php
interface I {}
class P implements I {}
class C extends P {}
class A {
    public function f(C $x): I { return new P; }
    public function g(int $a, $b = 1): ?iterable { return null; }
    public function h(string ...$rest): mixed { return 1; }
    public function s(): self { return $this; }
    public function n(): object { return $this; }
    public function u(int|string $v): int|string|null { return $v; }
}
class B extends A {
    public function f(P|I $x, int $extra = 2): P { return new C; }
    public function g(int|float $a, $b = 2, ...$more): array { return []; }
    public function h(string|int ...$rest): int { return 2; }
    public function s(): static { return $this; }
    public function n(): B { return $this; }
    public function u(mixed $v): int { return 1; }
}
$b = new B;
var_dump($b->f(new C), $b->g(1), $b->h(), $b->s() === $b, $b->u("x"));
echo "ok\n";
--EXPECT--
object(C)#3 (0) {
}
array(0) {
}
int(2)
bool(true)
int(1)
ok
