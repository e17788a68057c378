--TEST--
assert.bail=1, assert.exception=0: warning, then the request ends
--INI--
assert.bail=1
assert.exception=0
--FILE--
<?php
// assert.bail=1 with assert.exception=0: the warning, then the request ends.
register_shutdown_function(function () { echo "shutdown runs\n"; });
assert_options(ASSERT_CALLBACK, function ($file, $line, $x, $description) { echo "callback: $description\n"; });
assert(false);
echo "not reached\n";
--EXPECTF--
callback: assert(false)

Warning: assert(): assert(false) failed in %s on line 5
shutdown runs
