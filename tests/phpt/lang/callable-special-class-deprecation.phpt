--TEST--
Use of "self"/"parent"/"static" in callables is deprecated
--FILE--
<?php
// php 8.2 deprecates "self", "parent" and "static" in callables, once per use (not in callable type checks).
class A { function __construct(...$a) { echo "A ", json_encode($a), "\n"; } static function s() { echo "s\n"; } function m() { echo "m\n"; } }
class B extends A {
  function __construct() { call_user_func_array(array('parent', '__construct'), [1]); }
  function t() {
    call_user_func(['parent', 's']); call_user_func('parent::s'); call_user_func(['self', 's']); call_user_func('static::s'); call_user_func([$this, 'parent::m']);
    var_dump(is_callable(['parent', 's']), is_callable('self::s'));
    $c = Closure::fromCallable('parent::s'); $c();
    array_map(['static', 's'], [1]);

  }
}
(new B())->t();
--EXPECTF--
Deprecated: Use of "parent" in callables is deprecated in %s on line 5
A [1]

Deprecated: Use of "parent" in callables is deprecated in %s on line 7
s

Deprecated: Use of "parent" in callables is deprecated in %s on line 7
s

Deprecated: Use of "self" in callables is deprecated in %s on line 7
s

Deprecated: Use of "static" in callables is deprecated in %s on line 7
s

Deprecated: Callables of the form ["B", "parent::m"] are deprecated in %s on line 7
m

Deprecated: Use of "parent" in callables is deprecated in %s on line 8

Deprecated: Use of "self" in callables is deprecated in %s on line 8
bool(true)
bool(true)

Deprecated: Use of "parent" in callables is deprecated in %s on line 9
s

Deprecated: Use of "static" in callables is deprecated in %s on line 10
s
