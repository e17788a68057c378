--TEST--
Fiber: no switching in destructors; force-closed fibers cannot suspend
--FILE--
<?php
// php 8.2 refuses fiber switches while destructors run.
$fiber = new Fiber(function () { Fiber::suspend(); echo "resumed\n"; });
$fiber->start();
class ResumeInDtor {
    public function __construct(public Fiber $f) {}
    public function __destruct() {
        try { $this->f->resume(); } catch (FiberError $e) { echo "dtor: ", $e->getMessage(), "\n"; }
        try { (new Fiber(fn() => 1))->start(); } catch (FiberError $e) { echo "dtor: ", $e->getMessage(), "\n"; }
    }
}
function scope($f) { $o = new ResumeInDtor($f); }
scope($fiber);
$inner = new Fiber(function () {
    $o = new class {
        public function __destruct() {
            try { Fiber::suspend(); } catch (FiberError $e) { echo "in fiber dtor: ", $e->getMessage(), "\n"; }
        }
    };
    unset($o);
    return "ok";
});
var_dump($inner->start());
$fiber->resume();
// A force-closed fiber may not suspend again, and its finally blocks run.
$closing = new Fiber(function () {
    try {
        Fiber::suspend();
    } finally {
        echo "finally runs\n";
        try { Fiber::suspend(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
        try { (new Fiber(fn() => 1))->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
    }
});
$closing->start();
unset($closing);
echo "end\n";
--EXPECT--
dtor: Cannot switch fibers in current execution context
dtor: Cannot switch fibers in current execution context
in fiber dtor: Cannot switch fibers in current execution context
NULL
resumed
finally runs
Cannot suspend in a force-closed fiber
Cannot switch fibers in current execution context
end
