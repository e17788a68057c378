--TEST--
Fiber: throw() into a fiber, exceptions leaving it, getReturn errors, traces across fibers
--FILE--
<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend(1);
    } catch (LogicException $e) {
        echo "caught ", $e->getMessage(), "\n";
    }
    try {
        Fiber::suspend(2);
    } finally {
        echo "finally\n";
    }
});
var_dump($f->start());
var_dump($f->throw(new LogicException("one")));
try {
    $f->throw(new RuntimeException("two"));
} catch (RuntimeException $e) {
    echo "main caught ", $e->getMessage(), "\n";
    echo $e->getTraceAsString(), "\n";
}
var_dump($f->isTerminated());
try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }

$g = new Fiber(function () { throw new Exception("from fiber"); });
try { $g->start(); } catch (Exception $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
$h = new Fiber(function () { Fiber::suspend(); });
try { $h->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$h->start();
try { $h->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
function deep($n) { if ($n == 0) { return Fiber::suspend('deep'); } return deep($n - 1) + 1; }
$d = new Fiber(function () { return deep(100); });
var_dump($d->start());
$d->resume(5);
var_dump($d->getReturn());
$bt = new Fiber(function () { function inner() { debug_print_backtrace(); Fiber::suspend(); debug_print_backtrace(); } inner(); });
$bt->start();
function resumer($f) { $f->resume(); }
resumer($bt);
--EXPECTF--
int(1)
caught one
int(2)
finally
main caught two
#0 {main}
bool(true)
Cannot get fiber return value: The fiber threw an exception
from fiber line 25
#0 [internal function]: {closure}()
#1 %s(26): Fiber->start()
#2 {main}
Cannot get fiber return value: The fiber has not been started
Cannot get fiber return value: The fiber has not returned
string(4) "deep"
int(105)
#0 %s(36): inner()
#1 [internal function]: {closure}()
#2 %s(37): Fiber->start()
#0 %s(36): inner()
#1 [internal function]: {closure}()
#2 %s(38): Fiber->resume()
#3 %s(39): resumer(Object(Fiber))
