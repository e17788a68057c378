--TEST--
What constant expressions may contain
--FILE--
<?php
enum E: string { case A = 'a'; }
class C {
    const X = E::A->value . '!';
    const Y = [1, 2][1] ?? null;
    public $p = self::X;
}
function f($o = new stdClass, $n = PHP_INT_SIZE * 2) { return [$o, $n]; }
var_dump(C::X, C::Y, (new C)->p, f());
class D { public $q = new stdClass; }
--EXPECTF--
Fatal error: New expressions are not supported in this context in %s on line 10
