--TEST--
Too few arguments: the declaration's line, the call site for PHP callers and call_user_func
--FILE--
<?php
class T {
    public function m(
       $a,
       $b) {
        return 1;
    }
    static function s($x) {}
}
function f($a) { }
$calls = [
  fn() => (new T)->m(1),
  fn() => call_user_func([new T, 'm'], 1),
  fn() => call_user_func_array('T::s', []),
  fn() => array_map([new T, 'm'], [1]),
  fn() => f(),
  fn() => (new ReflectionMethod('T', 'm'))->invoke(new T),
];
foreach ($calls as $c) {
  try { $c(); } catch (ArgumentCountError $e) { echo $e->getMessage(), " @", $e->getLine(), "\n"; }
}
--EXPECTF--
Too few arguments to function T::m(), 1 passed in %s on line 12 and exactly 2 expected @3
Too few arguments to function T::m(), 1 passed in %s on line 13 and exactly 2 expected @3
Too few arguments to function T::s(), 0 passed in %s on line 14 and exactly 1 expected @8
Too few arguments to function T::m(), 1 passed and exactly 2 expected @3
Too few arguments to function f(), 0 passed in %s on line 16 and exactly 1 expected @10
Too few arguments to function T::m(), 0 passed and exactly 2 expected @3
