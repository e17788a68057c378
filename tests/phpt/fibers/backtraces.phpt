--TEST--
Fiber: backtraces continue into the context that resumed the fiber
--FILE--
<?php
function inner() {
    debug_print_backtrace();
    $x = Fiber::suspend();
    debug_print_backtrace();
    throw new RuntimeException("from fiber");
}
function body($a) { inner(); }
$fiber = new Fiber('body');
function starter($f) { $f->start(42); }
starter($fiber);
function resumer($f) {
    try {
        array_map(fn($x) => $f->resume($x), [1]);
    } catch (RuntimeException $e) {
        echo $e->getTraceAsString(), "\n";
    }
}
resumer($fiber);
$outer = new Fiber(function () {
    $inner = new Fiber(function () { debug_print_backtrace(); Fiber::suspend(); debug_print_backtrace(); });
    $inner->start();
    Fiber::suspend($inner);
});
$in = $outer->start();
(function () use ($in) { $in->resume(); })();
$gen = (function () { yield 1; debug_print_backtrace(); yield 2; })();
$f = new Fiber(function () use ($gen) { foreach ($gen as $v) { Fiber::suspend($v); } });
$f->start();
$f->resume();
--EXPECTF--
#0 %s(8): inner()
#1 [internal function]: body(42)
#2 %s(10): Fiber->start(42)
#3 %s(11): starter(Object(Fiber))
#0 %s(8): inner()
#1 [internal function]: body(42)
#2 %s(14): Fiber->resume(1)
#3 [internal function]: {closure}(1)
#4 %s(14): array_map(Object(Closure), Array)
#5 %s(19): resumer(Object(Fiber))
#0 %s(8): inner()
#1 [internal function]: body(42)
#2 %s(14): Fiber->resume(1)
#3 [internal function]: {closure}(1)
#4 %s(14): array_map(Object(Closure), Array)
#5 %s(19): resumer(Object(Fiber))
#6 {main}
#0 [internal function]: {closure}()
#1 %s(22): Fiber->start()
#2 [internal function]: {closure}()
#3 %s(25): Fiber->start()
#0 [internal function]: {closure}()
#1 %s(26): Fiber->resume()
#2 %s(26): {closure}()
#0 %s(28): {closure}()
#1 [internal function]: {closure}()
#2 %s(30): Fiber->resume()
