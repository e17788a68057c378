--TEST--
Fiber: suspending inside a generator, generators consumed in fibers
--FILE--
<?php
function gen() {
    $x = yield 1;
    echo "gen got $x\n";
    $y = Fiber::suspend('from-gen');
    echo "gen fiber got $y\n";
    yield 2;
    return 3;
}
$f = new Fiber(function () {
    $g = gen();
    var_dump($g->current());
    var_dump($g->send('s'));
    $g->next();
    var_dump($g->getReturn());
    foreach ((function () { yield Fiber::suspend('in-foreach'); yield 'b'; })() as $v) echo "v=$v\n";
});
var_dump($f->start());
var_dump($f->resume('r1'));
var_dump($f->resume('r2'));
// generator inside fiber, consumed outside
$gen = (function () { while (true) { $v = yield; echo "got $v\n"; Fiber::suspend($v); } })();
$fib = new Fiber(function () use ($gen) { $gen->current(); $gen->send('a'); });
var_dump($fib->start());
try { $gen->send('b'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
int(1)
gen got s
string(8) "from-gen"
gen fiber got r1
int(2)
int(3)
string(10) "in-foreach"
v=r2
v=b
NULL
got a
string(1) "a"
Error: Cannot resume an already running generator
