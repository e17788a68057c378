--TEST--
a reference taken through &__get for an unset typed property is checked and coerced to the type, as php
--FILE--
<?php
class Test {
    public $prop = "42";
    public int $val;
    public function &__get($name) { return $this->prop; }
}
$test = new Test;
unset($test->val);
var_dump($val = &$test->val);
var_dump($test);
$test->prop = "x";
var_dump($test, $val);
class T2 { public $p = "abc"; public int $v; public function &__get($n) { return $this->p; } }
$t = new T2; unset($t->v);
try { $r = &$t->v; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($t);
--EXPECT--
int(42)
object(Test)#1 (1) {
  ["prop"]=>
  &int(42)
  ["val"]=>
  uninitialized(int)
}
object(Test)#1 (1) {
  ["prop"]=>
  &string(1) "x"
  ["val"]=>
  uninitialized(int)
}
string(1) "x"
Cannot assign string to property T2::$v of type int
object(T2)#2 (1) {
  ["p"]=>
  string(3) "abc"
  ["v"]=>
  uninitialized(int)
}
