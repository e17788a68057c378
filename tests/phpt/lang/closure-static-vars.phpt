--TEST--
Closures: each Closure object has its own static variables (clone, bind and bindTo copy them, call() shares them, closures of named functions share the function's)
--FILE--
<?php
function mk() { return function() { static $n = 0; return ++$n; }; }
$a = mk(); $b = mk(); echo $a(), $a(), $b(), "\n";
$c = fn() => 1;
class K { function m() { return function() { static $x = 0; return ++$x; }; } }
$k = new K; $p = $k->m(); $q = $k->m(); echo $p(), $p(), $q(), "\n";
$r = $p->bindTo(new K); echo $r(), $p(), "\n";
function g2() { static $n = 0; return ++$n; }
$f = Closure::fromCallable('g2'); $h = g2(...);
echo g2(), $f(), $h(), g2(), "\n";
function mk2() { return function() { static $n = 0; yield ++$n; yield ++$n; }; }
$a = mk2(); foreach ($a() as $v) echo $v; foreach ($a() as $v) echo $v; $b = mk2(); foreach ($b() as $v) echo $v; echo "\n";
$z = function() { static $n = 0; return ++$n; };
$y = clone $z; echo $z(), $z(), $y(), "\n";
$w = $z->bindTo(null); echo $w(), $z(), "\n";
$u = Closure::bind($z, null, null); echo $u(), "\n";
$rf = new ReflectionFunction($z); var_dump($rf->getStaticVariables());
class P2 { function m() { static $s = 0; return ++$s; } }
$o = new P2; $mc = Closure::fromCallable([$o, 'm']); echo $o->m(), $mc(), "\n";
class Q { public $v = 10; }
$t = function() { static $m = 0; return ++$m + $this->v; };
echo $t->call(new Q), $t->call(new Q), "\n";
$arr = [];
for ($i = 0; $i < 3; $i++) { $arr[] = function() { static $c = 0; return ++$c; }; }
foreach ($arr as $fn) echo $fn(), $fn(), " ";
echo "\n";
$s = static function() { static $big = []; $big[] = 1; return count($big); };
$s(); $s2 = clone $s; echo $s(), $s2(), $s2(), "\n";
--EXPECT--
121
121
33
1234
123412
121
33
4
array(1) {
  ["n"]=>
  int(3)
}
12
1112
12 12 12 
223
