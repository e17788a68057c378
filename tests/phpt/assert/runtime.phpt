--TEST--
assert() and assert_options() at runtime: descriptions, warnings, callbacks
--FILE--
<?php
// assert() at runtime: results, descriptions, exceptions, warnings, callbacks, assert_options().
var_dump(assert(true), assert(1 == 1, "never shown"), assert("0" == 0));
try { assert(false); } catch (AssertionError $e) { echo get_class($e), ": ", $e->getMessage(), " @", $e->getLine(), "\n"; }
try { assert(1 > 2, "custom message"); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
try { assert(false, new RuntimeException("thrown as is")); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class MyError extends AssertionError {}
try { assert(false, new MyError("mine")); } catch (AssertionError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { assert(false, 42); } catch (AssertionError $e) { echo "int description: ", $e->getMessage(), "\n"; }
try { assert(false, null); } catch (AssertionError $e) { echo "null description: '", $e->getMessage(), "'\n"; }
try { assert(false, []); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { assert(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { assert(true, "a", "b"); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
$f = 'assert';
try { $f(false); } catch (AssertionError $e) { echo "dynamic call: '", $e->getMessage(), "'\n"; }
$g = assert(...);
try { $g(0, "via first-class callable"); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func('assert', false, "via call_user_func"); } catch (AssertionError $e) { echo $e->getMessage(), "\n"; }
function f($x) { assert($x > 0); return $x; }
try { f(-1); } catch (AssertionError $e) { echo $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }

echo "--- warnings\n";
var_dump(assert_options(ASSERT_EXCEPTION, 0));
var_dump(ini_get('assert.exception'));
var_dump(assert(false));
var_dump(assert(false, "described"));
$f = 'assert';
var_dump($f(false));
var_dump(assert_options(ASSERT_WARNING, 0));
var_dump(assert(false));
var_dump(assert_options(ASSERT_WARNING), ini_get('assert.warning'));
ini_set('assert.warning', '1');

echo "--- callback\n";
function cb($file, $line, $x, $desc = 'none') { echo "cb: ", $file === __FILE__ ? "this file" : $file, " $line ", var_export($x, true), " $desc\n"; return 7; }
var_dump(assert_options(ASSERT_CALLBACK));
var_dump(assert_options(ASSERT_CALLBACK, 'cb'));
var_dump(assert(false));
$f = 'assert';
var_dump($f(false));
var_dump(assert_options(ASSERT_CALLBACK));
assert_options(ASSERT_CALLBACK, function ($file, $line) { echo "closure at line $line\n"; });
var_dump(assert(false, "x"));
var_dump(assert_options(ASSERT_CALLBACK, null));
var_dump(assert_options(ASSERT_CALLBACK));
ini_set('assert.callback', 'cb');
var_dump(assert_options(ASSERT_CALLBACK), ini_get('assert.callback'));
var_dump(assert(false));
ini_set('assert.callback', '');
var_dump(assert_options(ASSERT_CALLBACK));
foreach (['no_such_function', 5, 'Foo::bar'] as $bad) {
    assert_options(ASSERT_CALLBACK, $bad);
    try { var_dump(assert(false)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
assert_options(ASSERT_CALLBACK, null);

echo "--- callback throwing\n";
assert_options(ASSERT_EXCEPTION, 1);
assert_options(ASSERT_CALLBACK, function () { throw new LogicException("from callback"); });
try { assert(false); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), " previous: ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n"; }
assert_options(ASSERT_EXCEPTION, 0);
try { var_dump(assert(false)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
assert_options(ASSERT_CALLBACK, null);
assert_options(ASSERT_EXCEPTION, 1);

echo "--- active\n";
var_dump(assert_options(ASSERT_ACTIVE, 0));
var_dump(assert(false), ini_get('assert.active'));
var_dump(assert_options(ASSERT_ACTIVE, "1"));
var_dump(assert_options(ASSERT_ACTIVE, true));
var_dump(assert_options(ASSERT_BAIL));
try { assert_options(99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(assert_options(ASSERT_WARNING, []));
try { assert_options(ASSERT_WARNING, new stdClass); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(ASSERT_ACTIVE, ASSERT_CALLBACK, ASSERT_BAIL, ASSERT_WARNING, ASSERT_EXCEPTION);
--EXPECTF--
bool(true)
bool(true)
bool(true)
AssertionError: assert(false) @4
custom message
RuntimeException: thrown as is
MyError: mine
int description: 42
null description: ''
TypeError: assert(): Argument #2 ($description) must be of type Throwable|string|null, array given
assert() expects at least 1 argument, 0 given
assert() expects at most 2 arguments, 3 given
dynamic call: ''
via first-class callable
via call_user_func
assert($x > 0)
#0 %s(19): assert(false, 'assert($x > 0)')
#1 %s(20): f(-1)
#2 {main}
--- warnings
int(1)
string(1) "0"

Warning: assert(): assert(false) failed in %s on line 25
bool(false)

Warning: assert(): described failed in %s on line 26
bool(false)

Warning: assert(): Assertion failed failed in %s on line 28
bool(false)
int(1)
bool(false)
int(0)
string(1) "0"
--- callback
NULL
NULL
cb: this file 38 NULL assert(false)

Warning: assert(): assert(false) failed in %s on line 38
bool(false)
cb: this file 40 NULL none

Warning: assert(): Assertion failed failed in %s on line 40
bool(false)
string(2) "cb"
closure at line 43

Warning: assert(): x failed in %s on line 43
bool(false)
object(Closure)#2 (1) {
  ["parameter"]=>
  array(2) {
    ["$file"]=>
    string(10) "<required>"
    ["$line"]=>
    string(10) "<required>"
  }
}
NULL
string(2) "cb"
string(2) "cb"
cb: this file 48 NULL assert(false)

Warning: assert(): assert(false) failed in %s on line 48
bool(false)
NULL

Warning: assert(): assert(false) failed in %s on line 53
Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name

Warning: assert(): assert(false) failed in %s on line 53
Error: Invalid callback 5, no array or string given

Warning: assert(): assert(false) failed in %s on line 53
Error: Invalid callback Foo::bar, class "Foo" not found
--- callback throwing
AssertionError: assert(false) previous: LogicException: from callback

Warning: assert(): assert(false) failed in %s on line 62
LogicException: from callback
--- active
int(1)
bool(true)
string(1) "0"
int(0)
int(1)
int(0)
assert_options(): Argument #1 ($option) must be an ASSERT_* constant

Warning: Array to string conversion in %s on line 73
int(1)
Error: Object of class stdClass could not be converted to string
int(1)
int(2)
int(3)
int(4)
int(5)
