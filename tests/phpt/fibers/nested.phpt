--TEST--
Fiber: nested fibers, getCurrent, isRunning of a fiber that resumed another
--FILE--
<?php
$outer = new Fiber(function () {
    echo "outer start\n";
    $inner = new Fiber(function () {
        echo "inner start\n";
        $x = Fiber::suspend('inner-1');
        echo "inner got $x\n";
        var_dump(Fiber::getCurrent() === $GLOBALS['innerRef']);
        $y = Fiber::suspend('inner-2');
        echo "inner got $y\n";
        return 'inner-done';
    });
    $GLOBALS['innerRef'] = $inner;
    var_dump($inner->start());
    $o = Fiber::suspend('outer-1');
    echo "outer got $o\n";
    var_dump($inner->resume('a'));
    var_dump($GLOBALS['outer']->isRunning(), $GLOBALS['outer']->isSuspended());
    var_dump($inner->resume('b'));
    var_dump($inner->getReturn());
    try { $GLOBALS['outer']->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
    try { $inner->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
    return 'outer-done';
});
var_dump(Fiber::getCurrent());
var_dump($outer->start());
var_dump($outer->resume('x'));
var_dump($outer->getReturn());
try { $outer->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
try { $outer->throw(new Exception); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
NULL
outer start
inner start
string(7) "inner-1"
string(7) "outer-1"
outer got x
inner got a
bool(true)
string(7) "inner-2"
bool(true)
bool(false)
inner got b
NULL
string(10) "inner-done"
Cannot resume a fiber that is not suspended
Cannot start a fiber that has already been started
NULL
string(10) "outer-done"
Cannot resume a fiber that is not suspended
Cannot resume a fiber that is not suspended
