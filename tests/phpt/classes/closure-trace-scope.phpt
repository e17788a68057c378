--TEST--
closure frames in traces name the closure's scope class (A->{closure}, A::{closure}, Closure for an object bound without scope)
--FILE--
<?php
class A {
    function m() { (function () { throw new Exception('x'); })(); }
    static function s() { (function () { throw new Exception('x'); })(); }
    function arrow() { (fn() => throw new Exception('x'))(); }
    function st() { (static function () { throw new Exception('x'); })(); }
}
class B extends A {}
function t($f) { try { $f(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; print_r(array_map(fn($f) => ($f['class'] ?? '-') . ($f['type'] ?? '-') . $f['function'], $e->getTrace())); } }
t(fn() => (new B)->m());
t(fn() => B::s());
t(fn() => (new A)->arrow());
t(fn() => (new A)->st());
$c = Closure::bind(function () { throw new Exception('y'); }, new B, A::class);
t($c);
$d = Closure::bind(function () { throw new Exception('y'); }, null, B::class);
t($d);
--EXPECTF--
#0 %s(3): A->{closure}()
#1 %s(10): A->m()
#2 %s(9): {closure}()
#3 %s(10): t(Object(Closure))
#4 {main}
Array
(
    [0] => A->{closure}
    [1] => A->m
    [2] => --{closure}
    [3] => --t
)
#0 %s(4): A::{closure}()
#1 %s(11): A::s()
#2 %s(9): {closure}()
#3 %s(11): t(Object(Closure))
#4 {main}
Array
(
    [0] => A::{closure}
    [1] => A::s
    [2] => --{closure}
    [3] => --t
)
#0 %s(5): A->{closure}()
#1 %s(12): A->arrow()
#2 %s(9): {closure}()
#3 %s(12): t(Object(Closure))
#4 {main}
Array
(
    [0] => A->{closure}
    [1] => A->arrow
    [2] => --{closure}
    [3] => --t
)
#0 %s(6): A::{closure}()
#1 %s(13): A->st()
#2 %s(9): {closure}()
#3 %s(13): t(Object(Closure))
#4 {main}
Array
(
    [0] => A::{closure}
    [1] => A->st
    [2] => --{closure}
    [3] => --t
)
#0 %s(9): A->{closure}()
#1 %s(15): t(Object(Closure))
#2 {main}
Array
(
    [0] => A->{closure}
    [1] => --t
)
#0 %s(9): B::{closure}()
#1 %s(17): t(Object(Closure))
#2 {main}
Array
(
    [0] => B::{closure}
    [1] => --t
)
