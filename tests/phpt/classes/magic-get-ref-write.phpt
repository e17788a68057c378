--TEST--
writes through a by-reference __get reach its variable; an element key converts once in compound assignment; recursive object compare is php's fatal
--FILE--
<?php
class Ctx {
  public $stack = [];
  public function __set($n, $v) { $this->stack[$n] = $v; }
  public function &__get($n) { return $this->stack[$n]; }
}
class Val {
  public $stack = ['p' => [1]];
  public function __get($n) { return $this->stack[$n]; }
}
$c = new Ctx;
$c->p = [];
$c->p[0] = 1;
$c->p[] = 2;
$c->p[0] += 10;
$c->q['x']['y'] = 3;
var_dump($c->stack);
$v = new Val;
$v->p[0] = 5;
var_dump($v->stack);
$r = fopen('php://memory', 'r');
$a = [5 => 1];
$a[$r] += 1;
$a[$r]++;
$a[1.5] ??= 3;
$a[2.5] .= 'x';
var_dump($a);
class T { public $x; }
$t1 = new T; $t1->x = $t1; $t2 = new T; $t2->x = $t2;
var_dump($t1 == $t2);
--EXPECTF--
array(2) {
  ["p"]=>
  array(2) {
    [0]=>
    int(11)
    [1]=>
    int(2)
  }
  ["q"]=>
  array(1) {
    ["x"]=>
    array(1) {
      ["y"]=>
      int(3)
    }
  }
}

Notice: Indirect modification of overloaded property Val::$p has no effect in %s on line 19
array(1) {
  ["p"]=>
  array(1) {
    [0]=>
    int(1)
  }
}

Warning: Resource ID#5 used as offset, casting to integer (5) in %s on line 23

Warning: Resource ID#5 used as offset, casting to integer (5) in %s on line 24

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 26

Warning: Undefined array key 2 in %s on line 26
array(3) {
  [5]=>
  int(3)
  [1]=>
  int(3)
  [2]=>
  string(1) "x"
}

Fatal error: Nesting level too deep - recursive dependency? in %s on line 30
