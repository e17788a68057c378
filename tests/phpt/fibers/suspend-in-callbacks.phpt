--TEST--
Fiber: suspending inside builtin callbacks and magic methods (nested interpreter loops)
--FILE--
<?php
// Suspending from inside nested native interpreter loops.
class Magic {
    public function __get($name) { return Fiber::suspend("get:$name"); }
    public function __toString(): string { return (string) Fiber::suspend("toString"); }
    public function __call($m, $args) { return Fiber::suspend("call:$m"); }
}
$fiber = new Fiber(function () {
    $mapped = array_map(fn($x) => Fiber::suspend($x) * 10, [1, 2, 3]);
    echo "mapped: ", implode(",", $mapped), "\n";
    $arr = [3, 1, 2];
    $kept = array_filter($arr, function ($a) { return Fiber::suspend("keep $a?"); });
    echo "kept: ", implode(",", $kept), "\n";
    $s = preg_replace_callback('/\d/', fn($m) => Fiber::suspend("digit $m[0]"), "a1b2");
    echo "replaced: $s\n";
    $m = new Magic;
    echo "prop: ", $m->foo, "\n";
    echo "str: ", $m, "\n";
    echo "call: ", $m->bar(1), "\n";
    echo "cuf: ", call_user_func(function () { return Fiber::suspend("cuf"); }), "\n";
    return "done";
});
$v = $fiber->start();
$i = 0;
while (!$fiber->isTerminated()) {
    echo "suspended with: ", var_export($v, true), "\n";
    $v = $fiber->resume(++$i);
}
var_dump($fiber->getReturn());
--EXPECT--
suspended with: 1
suspended with: 2
suspended with: 3
mapped: 10,20,30
suspended with: 'keep 3?'
suspended with: 'keep 1?'
suspended with: 'keep 2?'
kept: 3,1,2
suspended with: 'digit 1'
suspended with: 'digit 2'
replaced: a7b8
prop: suspended with: 'get:foo'
9
str: suspended with: 'toString'
10
call: suspended with: 'call:bar'
11
cuf: suspended with: 'cuf'
12
string(4) "done"
