--TEST--
Fiber: @ and error_reporting inside and outside fibers
--FILE--
<?php
function noisy($m) { trigger_error($m, E_USER_WARNING); }
$fiber = new Fiber(function () {
    @(function () {
        noisy("silenced inside");
        Fiber::suspend();
        noisy("still silenced inside");
    })();
    noisy("loud inside");
    error_reporting(E_ALL & ~E_USER_WARNING);
    Fiber::suspend();
    noisy("silenced by error_reporting inside");
});
@$fiber->start();
noisy("loud outside 1");
$fiber->resume();
noisy("loud outside 2");
$fiber->resume();
noisy("silenced outside too: error_reporting() is global");
var_dump(error_reporting());
--EXPECTF--
Warning: loud outside 1 in %s on line 2

Warning: loud inside in %s on line 2

Warning: loud outside 2 in %s on line 2

Warning: silenced outside too: error_reporting() is global in %s on line 2
int(32767)
