--TEST--
new WeakReference throws from its constructor (the trace shows the call), create() and reflection still work
--FILE--
<?php
try { new WeakReference; } catch (Error $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
$o = new stdClass; $w = WeakReference::create($o); var_dump($w->get() === $o, WeakReference::create($o) === $w);
try { (new ReflectionClass('WeakReference'))->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('WeakReference'))->newInstanceWithoutConstructor(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
new WeakReference;
--EXPECTF--
Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
#0 %s(2): WeakReference->__construct()
#1 {main}
bool(true)
bool(true)
Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
ReflectionException: Class WeakReference is an internal class marked as final that cannot be instantiated without invoking its constructor

Fatal error: Uncaught Error: Direct instantiation of WeakReference is not allowed, use WeakReference::create instead in %s:6
Stack trace:
#0 %s(6): WeakReference->__construct()
#1 {main}
  thrown in %s on line 6
