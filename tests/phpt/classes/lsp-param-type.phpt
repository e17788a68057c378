--TEST--
Narrowing a parameter type breaks the parent's contract
--FILE--
<?php
class A {
    public function f(int|string $a, $b = null, array $c = [], $d = 'a long default string', $e = PHP_INT_MAX, $f = self::X, $g = 1.5) {}
    const X = 1;
}
echo "declared\n";
class B extends A {
    public function f(int $a, $b = null, array $c = [], $d = '', $e = 0, $f = 0, $g = 0) {}
}
--EXPECTF--
Fatal error: Declaration of B::f(int $a, $b = null, array $c = [], $d = '', $e = 0, $f = 0, $g = 0) must be compatible with A::f(string|int $a, $b = null, array $c = [], $d = 'a long def...', $e = PHP_INT_MAX, $f = self::X, $g = 1.5) in %s on line 8
