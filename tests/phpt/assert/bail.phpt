--TEST--
assert.bail=1 ends the request with the uncaught AssertionError
--INI--
assert.bail=1
--FILE--
<?php
// assert.bail=1: a failed assertion ends the request (the AssertionError cannot be caught).
register_shutdown_function(function () { echo "shutdown runs\n"; });
try {
    assert(1 > 2);
} catch (Throwable $e) {
    echo "not caught\n";
} finally {
    echo "finally does not run\n";
}
echo "not reached\n";
--EXPECTF--
Fatal error: Uncaught AssertionError: assert(1 > 2) in %s:5
Stack trace:
#0 %s(5): assert(false, 'assert(1 > 2)')
#1 {main}
  thrown in %s on line 5
shutdown runs
