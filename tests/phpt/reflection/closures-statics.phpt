--TEST--
Closures and static variables through reflection; generator executing lines
--FILE--
<?php
function g() {
  $x = 1;
  yield 1;
  $y = 2;
  yield 2;
}
$gen = g();
$rg = new ReflectionGenerator($gen);
var_dump($rg->getExecutingLine());
$gen->current();
var_dump($rg->getExecutingLine());
$gen->next();
var_dump($rg->getExecutingLine());
class K { function m() { yield 1; } }
$k = new K; $g2 = $k->m();
$r = new ReflectionGenerator($g2);
var_dump(get_class($r->getFunction()), $r->getThis() === $k);
// static variables, closures
function counter() { static $n = 0, $m = [1,2]; return ++$n; }
var_dump((new ReflectionFunction('counter'))->getStaticVariables());
counter(); counter();
var_dump((new ReflectionFunction('counter'))->getStaticVariables());
$v = 5;
$c = function() use ($v, &$k) { static $s = 3; };
var_dump((new ReflectionFunction($c))->getStaticVariables(), (new ReflectionFunction($c))->getClosureUsedVariables());
$af = fn($x) => $x + $v;
var_dump((new ReflectionFunction($af))->getStaticVariables());
echo new ReflectionFunction($af);
class Holder { function get() { return function() { return $this; }; } static function sget() { return static function() {}; } }
$h = new Holder; $cl = $h->get();
$rf = new ReflectionFunction($cl);
var_dump($rf->getClosureThis() === $h, $rf->getClosureScopeClass()->name, $rf->getClosureCalledClass()->name, $rf->isStatic());
$sf = new ReflectionFunction(Holder::sget());
var_dump($sf->getClosureThis(), $sf->getClosureScopeClass()->name, $sf->isStatic());
echo $rf;
echo $sf;
--EXPECTF--
int(3)
int(5)
int(7)
string(16) "ReflectionMethod"
bool(true)
array(2) {
  ["n"]=>
  int(0)
  ["m"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
array(2) {
  ["n"]=>
  int(2)
  ["m"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
array(3) {
  ["v"]=>
  int(5)
  ["k"]=>
  &object(K)#3 (0) {
  }
  ["s"]=>
  int(3)
}
array(2) {
  ["v"]=>
  int(5)
  ["k"]=>
  &object(K)#3 (0) {
  }
}
array(1) {
  ["v"]=>
  int(5)
}
Closure [ <user> function {closure} ] {
  @@ %s 27 - 27

  - Bound Variables [1] {
      Variable #0 [ $v ]
  }

  - Parameters [1] {
    Parameter #0 [ <required> $x ]
  }
}
bool(true)
string(6) "Holder"
string(6) "Holder"
bool(false)
NULL
string(6) "Holder"
bool(true)
Closure [ <user> public method {closure} ] {
  @@ %s 30 - 30
}
Closure [ <user> static public method {closure} ] {
  @@ %s 30 - 30
}
