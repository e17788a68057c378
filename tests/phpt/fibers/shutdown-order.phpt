--TEST--
Fiber: suspended fibers are force-closed at shutdown in php's order
--FILE--
<?php
class D { public function __construct(public $n) {} public function __destruct() { echo "D{$this->n}\n"; } }
$a = new Fiber(function () { $d = new D('a'); try { Fiber::suspend(); } finally { echo "a finally\n"; } });
$a->start();
$b = new Fiber(function () { $d = new D('b'); try { Fiber::suspend(); } finally { echo "b finally\n"; } });
$b->start();
$c = new D('c');
$cycle = new Fiber(function () { $me = Fiber::getCurrent(); try { Fiber::suspend(); } finally { echo "cycle finally\n"; } });
$cycle->start();
unset($cycle);
register_shutdown_function(fn() => print("shutdown function\n"));
echo "end of script\n";
--EXPECT--
end of script
shutdown function
Dc
b finally
Db
a finally
Da
cycle finally
