--TEST--
Generators: suspending fibers from generators and generators from fibers
--FILE--
<?php
function producer() {
    for ($i = 1; $i <= 3; $i++) {
        $got = Fiber::suspend("tick $i");
        yield $i => $got;
    }
    return 'producer done';
}
$fiber = new Fiber(function () {
    $g = producer();
    foreach ($g as $k => $v) echo "gen $k => $v\n";
    return $g->getReturn();
});
$v = $fiber->start();
while (!$fiber->isTerminated()) { echo "fiber says $v\n"; $v = $fiber->resume(strtoupper($v)); }
var_dump($fiber->getReturn());
// A generator suspended inside a suspended fiber is closed with the fiber.
function inFiber() { try { yield Fiber::suspend('in gen'); } finally { echo "gen finally\n"; } }
$f = new Fiber(function () { foreach (inFiber() as $x) {} });
var_dump($f->start());
$f = null;
// Fiber started from inside a generator.
function gen2() {
    $f = new Fiber(function () { $x = Fiber::suspend(1); return $x * 2; });
    $v = $f->start();
    $sent = yield $v;
    $f->resume($sent);
    yield $f->getReturn();
}
$g = gen2();
var_dump($g->current(), $g->send(21));
--EXPECT--
fiber says tick 1
gen 1 => TICK 1
fiber says tick 2
gen 2 => TICK 2
fiber says tick 3
gen 3 => TICK 3
string(13) "producer done"
string(6) "in gen"
gen finally
int(1)
int(42)
