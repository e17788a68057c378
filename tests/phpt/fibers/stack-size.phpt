--TEST--
Fiber: fiber.stack_size
--FILE--
<?php
var_dump(ini_get('fiber.stack_size'));
ini_set('fiber.stack_size', '4K');
$f = new Fiber(function () {});
try { $f->start(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($f->isStarted());
ini_set('fiber.stack_size', '1M');
$f = new Fiber(function () { return Fiber::suspend(1) + 1; });
var_dump($f->start(), $f->resume(1), $f->getReturn());
--EXPECT--
string(0) ""
Exception: Fiber stack size is too small, it needs to be at least 8192 bytes
bool(false)
int(1)
NULL
int(2)
