--TEST--
Fiber: FiberError messages and status after each operation
--FILE--
<?php
function show(callable $f) {
    try { $f(); echo "no error\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$f = new Fiber(function () { return Fiber::suspend(1); });
show(fn() => $f->resume());
show(fn() => $f->throw(new Exception("x")));
show(fn() => $f->getReturn());
show(fn() => Fiber::suspend());
show(fn() => $f->__construct(fn() => 1));
show(fn() => new FiberError());
show(fn() => clone $f);
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
$f->start();
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
show(fn() => $f->start());
show(fn() => $f->getReturn());
$f->resume("r");
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated(), $f->getReturn());
show(fn() => $f->resume());
show(fn() => $f->start());
$self = new Fiber(function () use (&$self) {
    var_dump($self->isRunning(), Fiber::getCurrent() === $self);
    try { $self->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
    try { $self->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
});
$self->start();
$thrower = new Fiber(function () { throw new LogicException("inside"); });
show(fn() => $thrower->start());
show(fn() => $thrower->getReturn());
var_dump($thrower->isTerminated());
show(fn() => new Fiber("no_such_function"));
show(fn() => new Fiber());
var_dump(Fiber::getCurrent());
$f2 = new Fiber('strtoupper');
var_dump($f2->start("abc"), $f2->getReturn());
--EXPECT--
FiberError: Cannot resume a fiber that is not suspended
FiberError: Cannot resume a fiber that is not suspended
FiberError: Cannot get fiber return value: The fiber has not been started
FiberError: Cannot suspend outside of a fiber
FiberError: Cannot call constructor twice
Error: The "FiberError" class is reserved for internal use and cannot be manually instantiated
Error: Trying to clone an uncloneable object of class Fiber
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
FiberError: Cannot start a fiber that has already been started
FiberError: Cannot get fiber return value: The fiber has not returned
bool(true)
bool(false)
bool(false)
bool(true)
string(1) "r"
FiberError: Cannot resume a fiber that is not suspended
FiberError: Cannot start a fiber that has already been started
bool(true)
bool(true)
Cannot resume a fiber that is not suspended
Cannot start a fiber that has already been started
LogicException: inside
FiberError: Cannot get fiber return value: The fiber threw an exception
bool(true)
TypeError: Fiber::__construct(): Argument #1 ($callback) must be a valid callback, function "no_such_function" not found or invalid function name
ArgumentCountError: Fiber::__construct() expects exactly 1 argument, 0 given
NULL
NULL
string(3) "ABC"
