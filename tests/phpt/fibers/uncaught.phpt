--TEST--
Fiber: an uncaught exception from a fiber, with its trace
--FILE--
<?php
$fiber = new Fiber(function (string $s): int {
    $x = Fiber::suspend(strlen($s));
    return intdiv(10, $x);
});
var_dump($fiber->start("hello"));
$fiber->resume(0);
--EXPECTF--
int(5)

Fatal error: Uncaught DivisionByZeroError: Division by zero in %s:4
Stack trace:
#0 %s(4): intdiv(10, 0)
#1 [internal function]: {closure}('hello')
#2 %s(7): Fiber->resume(0)
#3 {main}
  thrown in %s on line 4
