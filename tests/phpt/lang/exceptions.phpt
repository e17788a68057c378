--TEST--
try/catch/finally, rethrow, uncaught
--FILE--
<?php
function thrower($m) { throw new RuntimeException($m, 42); }
try { thrower("boom"); } catch (LogicException | RuntimeException $e) { echo get_class($e), ":", $e->getMessage(), ":", $e->getCode(), ":", $e->getLine(), "\n"; }
function withFinally() { try { return "try"; } finally { echo "finally runs\n"; } }
echo withFinally(), "\n";
try { try { throw new Exception("inner"); } finally { echo "cleanup\n"; } } catch (Exception $e) { echo "outer caught ", $e->getMessage(), "\n"; }
$e = new Exception("with previous", 1, new InvalidArgumentException("cause"));
echo get_class($e->getPrevious()), "\n";
try { [] > 0 ?: throw new DomainException("thrown expr"); } catch (DomainException $d) { echo $d->getMessage(), "\n"; }
throw new LogicException("not caught");
--EXPECTF--
RuntimeException:boom:42:2
finally runs
try
cleanup
outer caught inner
InvalidArgumentException

Fatal error: Uncaught LogicException: not caught in %s:10
Stack trace:
#0 {main}
  thrown in %s on line 10
