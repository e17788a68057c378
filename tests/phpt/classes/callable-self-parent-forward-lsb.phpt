--TEST--
self::/parent:: callables forward late static binding
--FILE--
<?php
// "self::m" / "parent::m" callables forward late static binding; named classes do not.
class Base {
    public static function who() { return static::class; }
    public static function __callStatic($n, $a) { return "magic $n from " . static::class; }
}
class Mid extends Base {
    public static function run() {
        return [
            call_user_func('parent::who'),
            call_user_func(['parent', 'who']),
            call_user_func('self::who'),
            call_user_func_array(['self', 'who'], []),
            call_user_func('Base::who'),
            call_user_func(['Mid', 'who']),
            call_user_func('parent::nothing'),
            array_map('parent::who', [1]),
        ];
    }
}
class Leaf extends Mid {}
var_dump(Leaf::run());
var_dump(Mid::run()[0]);
--EXPECTF--
Deprecated: Use of "parent" in callables is deprecated in %s on line 10

Deprecated: Use of "parent" in callables is deprecated in %s on line 11

Deprecated: Use of "self" in callables is deprecated in %s on line 12

Deprecated: Use of "self" in callables is deprecated in %s on line 13

Deprecated: Use of "parent" in callables is deprecated in %s on line 16

Deprecated: Use of "parent" in callables is deprecated in %s on line 17
array(8) {
  [0]=>
  string(4) "Leaf"
  [1]=>
  string(4) "Leaf"
  [2]=>
  string(4) "Leaf"
  [3]=>
  string(4) "Leaf"
  [4]=>
  string(4) "Base"
  [5]=>
  string(3) "Mid"
  [6]=>
  string(23) "magic nothing from Leaf"
  [7]=>
  array(1) {
    [0]=>
    string(4) "Leaf"
  }
}

Deprecated: Use of "parent" in callables is deprecated in %s on line 10

Deprecated: Use of "parent" in callables is deprecated in %s on line 11

Deprecated: Use of "self" in callables is deprecated in %s on line 12

Deprecated: Use of "self" in callables is deprecated in %s on line 13

Deprecated: Use of "parent" in callables is deprecated in %s on line 16

Deprecated: Use of "parent" in callables is deprecated in %s on line 17
string(3) "Mid"
