--TEST--
one-name type declarations: nullable, self/parent/static, iterable, builtins and imported classes as reflection and TypeErrors show them
--FILE--
<?php
// One-name type declarations (the compiler's fast path) as reflection and
// type errors show them: nullable, self/parent/static, iterable, builtins, classes.
namespace N { class Q {} }
namespace {
use N\Q as Alias;
class P {}
class A extends P {
    function f(?self $a, parent $b, ?iterable $c, \N\Q $d, Alias $e, ?object $o, ?callable $cb, ?false $fa, mixed $m): ?static { return null; }
    function g(int $i): void {}
    function h(): never { throw new Exception("x"); }
    function k(?A $x): iterable { return []; }
}
foreach ((new ReflectionMethod('A', 'f'))->getParameters() as $p) echo $p->getName(), ": ", $p->getType(), "\n";
echo (new ReflectionMethod('A', 'f'))->getReturnType(), "\n";
echo (new ReflectionMethod('A', 'h'))->getReturnType(), " ", (new ReflectionMethod('A', 'k'))->getReturnType(), "\n";
try { (new A)->g("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new A)->k(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new A)->f(1, 2, 3, 4, 5, 6, 7, 8, 9); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECTF--
a: ?self
b: parent
c: ?iterable
d: N\Q
e: N\Q
o: ?object
cb: ?callable
fa: ?false
m: mixed
?static
never iterable
A::g(): Argument #1 ($i) must be of type int, string given, called in %s on line 17
A::k(): Argument #1 ($x) must be of type ?A, int given, called in %s on line 18
A::f(): Argument #1 ($a) must be of type ?A, int given, called in %s on line 19
