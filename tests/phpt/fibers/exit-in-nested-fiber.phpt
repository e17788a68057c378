--TEST--
Fiber: exit() in a nested fiber ends the request; shutdown functions may use fibers
--FILE--
<?php
register_shutdown_function(function () {
    echo "shutdown, current fiber: ";
    var_dump(Fiber::getCurrent());
    $f = new Fiber(function () { return Fiber::suspend(1) * 2; });
    var_dump($f->start(), $f->resume(21), $f->getReturn());
});
$waiting = new Fiber(function () {
    try { Fiber::suspend(); } finally { echo "waiting fiber unwound at shutdown\n"; }
});
$waiting->start();
$fiber = new Fiber(function () {
    $inner = new Fiber(function () {
        try {
            Fiber::suspend();
            echo "inner exits\n";
            exit(3);
        } finally {
            echo "not printed: exit skips finally\n";
        }
    });
    $inner->start();
    Fiber::suspend($inner);
});
$inner = $fiber->start();
$inner->resume();
echo "not reached\n";
--EXPECT--
inner exits
shutdown, current fiber: NULL
int(1)
NULL
int(42)
waiting fiber unwound at shutdown
