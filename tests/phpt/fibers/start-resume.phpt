--TEST--
Fiber: start, suspend and resume pass values both ways; status methods
--FILE--
<?php
$fiber = new Fiber(function (int $x): int {
    echo "in fiber $x\n";
    $y = Fiber::suspend($x + 1);
    echo "resumed with $y\n";
    $z = array_map(function ($v) { return Fiber::suspend($v) * 2; }, [10, 20]);
    var_dump($z);
    return 42;
});
var_dump($fiber->isStarted());
$v = $fiber->start(1);
var_dump($v, $fiber->isSuspended(), $fiber->isRunning());
$v = $fiber->resume("hello");
var_dump($v);
$v = $fiber->resume(5);
var_dump($v);
$v = $fiber->resume(6);
var_dump($v, $fiber->isTerminated(), $fiber->getReturn());
--EXPECT--
bool(false)
in fiber 1
int(2)
bool(true)
bool(false)
resumed with hello
int(10)
int(20)
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(12)
}
NULL
bool(true)
int(42)
