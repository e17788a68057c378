--TEST--
var_dump of a closure lists the function's static variables after its captures; anonymous classes of separate evals are distinct
--FILE--
<?php
function func() { static $i; static $j = 5; $j++; }
$x = func(...);
var_dump($x);
func();
$y = Closure::fromCallable('func');
var_dump($y);
$z = function() { static $k = 1; };
var_dump($z);
$z();
class K { function m() { static $s = [1]; return fn() => 1; } static function sm() { static $q = 2; $q++; } }
$m = (new K)->m(...);
var_dump($m);
K::sm();
var_dump(K::sm(...));
$u = 3;
$w = function() use ($u) { static $u2 = 4; static $c = PHP_INT_SIZE * 2; };
var_dump($w);
$w();
var_dump($w);
function anon() { static $i = 0; return eval(sprintf('return new class { private $prop%s; };', ++$i)); }
var_dump(anon(), anon());
--EXPECT--
object(Closure)#1 (2) {
  ["function"]=>
  string(4) "func"
  ["static"]=>
  array(2) {
    ["i"]=>
    NULL
    ["j"]=>
    int(5)
  }
}
object(Closure)#2 (2) {
  ["function"]=>
  string(4) "func"
  ["static"]=>
  array(2) {
    ["i"]=>
    NULL
    ["j"]=>
    int(6)
  }
}
object(Closure)#3 (1) {
  ["static"]=>
  array(1) {
    ["k"]=>
    int(1)
  }
}
object(Closure)#5 (3) {
  ["function"]=>
  string(4) "K::m"
  ["static"]=>
  array(1) {
    ["s"]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
  ["this"]=>
  object(K)#4 (0) {
  }
}
object(Closure)#6 (2) {
  ["function"]=>
  string(5) "K::sm"
  ["static"]=>
  array(1) {
    ["q"]=>
    int(3)
  }
}
object(Closure)#6 (1) {
  ["static"]=>
  array(3) {
    ["u"]=>
    int(3)
    ["u2"]=>
    int(4)
    ["c"]=>
    int(16)
  }
}
object(Closure)#6 (1) {
  ["static"]=>
  array(3) {
    ["u"]=>
    int(3)
    ["u2"]=>
    int(4)
    ["c"]=>
    int(16)
  }
}
object(class@anonymous)#7 (1) {
  ["prop1":"class@anonymous":private]=>
  NULL
}
object(class@anonymous)#8 (1) {
  ["prop2":"class@anonymous":private]=>
  NULL
}
