--TEST--
array callables with 'Cls::m' members in php's order (class, deprecation, subclass, method; quiet checks deprecate on failure), $x[] as an argument of a function not yet declared is a run-time Error
--FILE--
<?php
class A { static function who() { echo "A\n"; } }
class B extends A { static function t() { var_dump(is_callable('parent::who'), is_callable(['B', 'parent::who']), is_callable(['B', 'parent::nope'])); } }
B::t();
try { call_user_func(['B', 'parent::nope']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map(['B', 'parent::nope'], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function test($x) {
    test($x[][$y]);
}
try {
    test([]);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try { later($a[]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function later($v) { echo "later\n"; }
class C2 { static function who() {} }
try { call_user_func(["C2", "parent::nope"]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map([new C2, "self::nope"], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Deprecated: Use of "parent" in callables is deprecated in %s on line 3

Deprecated: Callables of the form ["B", "parent::who"] are deprecated in %s on line 3

Deprecated: Callables of the form ["B", "parent::nope"] are deprecated in %s on line 3
bool(true)
bool(true)
bool(false)

Deprecated: Callables of the form ["B", "parent::nope"] are deprecated in %s on line 5
call_user_func(): Argument #1 ($callback) must be a valid callback, class A does not have a method "nope"

Deprecated: Callables of the form ["B", "parent::nope"] are deprecated in %s on line 6
array_map(): Argument #1 ($callback) must be a valid callback or null, class A does not have a method "nope"
Cannot use [] for reading
Cannot use [] for reading
call_user_func(): Argument #1 ($callback) must be a valid callback, cannot access "parent" when current class scope has no parent

Deprecated: Callables of the form ["C2", "self::nope"] are deprecated in %s on line 19
array_map(): Argument #1 ($callback) must be a valid callback or null, class C2 does not have a method "nope"
