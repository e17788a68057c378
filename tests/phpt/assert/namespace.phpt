--TEST--
assert() in a namespace is the special form
--FILE--
<?php
// assert() in a namespace is still the special form; \assert() too.
namespace App\Checks;

const LIMIT = 3;
function check(int $n) {
    try { assert($n < LIMIT && \strlen("x") == 1); } catch (\AssertionError $e) { echo $e->getMessage(), "\n"; }
    try { \assert($n < namespace\LIMIT); } catch (\AssertionError $e) { echo $e->getMessage(), "\n"; }
    try { namespace\helper(assert($n != 5)); } catch (\AssertionError $e) { echo $e->getMessage(), "\n"; }
}
function helper($x) { return $x; }
check(1);
check(5);
$a = assert(...);
try { $a(false, "via callable"); } catch (\AssertionError $e) { echo $e->getMessage(), "\n"; }
var_dump(function_exists('App\Checks\assert'), function_exists('assert'));
class Asserter { public function assert($x) { return "method assert($x)"; } public static function check() { return static::class; } }
echo (new Asserter)->assert(1), "\n";
try { assert(new Asserter instanceof Asserter && Asserter::check() === 'x'); } catch (\AssertionError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
assert($n < LIMIT && \strlen('x') == 1)
assert($n < namespace\LIMIT)
assert($n != 5)
via callable
bool(false)
bool(true)
method assert(1)
assert(new Asserter() instanceof Asserter && Asserter::check() === 'x')
