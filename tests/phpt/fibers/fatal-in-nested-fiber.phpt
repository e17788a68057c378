--TEST--
Fiber: a fatal error in a nested fiber; no destructors or finally blocks afterwards
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown\n"; var_dump(Fiber::getCurrent()); });
class D { public function __destruct() { echo "not printed: no destructors after a fatal error\n"; } }
$d = new D;
$waiting = new Fiber(function () { try { Fiber::suspend(); } finally { echo "not printed\n"; } });
$waiting->start();
$fiber = new Fiber(function () {
    $nested = new Fiber(function () { Fiber::suspend(); trigger_error("fatal inside", E_USER_ERROR); });
    $nested->start();
    Fiber::suspend();
    $nested->resume();
});
$fiber->start();
$fiber->resume();
--EXPECTF--
Fatal error: fatal inside in %s on line 8
shutdown
NULL
