--TEST--
a multi-line call's line is its method name's, or its argument list's for a callee expression (php's GH-8810)
--FILE--
<?php
class A {
    public function b($x) { return debug_backtrace()[0]['line']; }
    public static function c($x) { return debug_backtrace()[0]['line']; }
    public function d($x, $y) {}
}
function f($x) { return debug_backtrace()[0]['line']; }
var_dump((new A())
    ->
    b
    (1));
var_dump(A
    ::
    c
    (
    2));
var_dump((function () { return debug_backtrace()[0]['line']; })
(
    'foo',
));
var_dump('f'
    (3));
var_dump(f
    (
    4));
try {
    (new A)
        ->d
        (1);
} catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
int(10)
int(14)
int(18)
int(22)
int(23)
Too few arguments to function A::d(), 1 passed in %s on line 28 and exactly 2 expected
