--TEST--
unset() of an element of a missing or unset property fetches it for unset, as php
--FILE--
<?php
class D { public $a; public int $t; private $priv; }
$d = new D;
unset($d->undef[0]);
unset($d->a); unset($d->a[0]);
unset($d->t[0]);
unset($d->u2['x']['y']);
var_dump($d);
class M { function __get($n) { echo "get $n\n"; return null; } }
$m = new M; unset($m->z[0]); var_dump($m);
#[AllowDynamicProperties] class A {} $a = new A; unset($a->q[1]); var_dump($a);
readonly class R { public int $x; function __construct() {} }
$r = new R; try { unset($r->nope[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { unset($d->priv[0]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$s = new stdClass; unset($s->k[0]); var_dump($s);
--EXPECTF--
Deprecated: Creation of dynamic property D::$undef is deprecated in %s on line 4

Deprecated: Creation of dynamic property D::$u2 is deprecated in %s on line 7
object(D)#1 (4) {
  ["a"]=>
  NULL
  ["t"]=>
  uninitialized(int)
  ["priv":"D":private]=>
  NULL
  ["undef"]=>
  NULL
  ["u2"]=>
  NULL
}
get z

Notice: Indirect modification of overloaded property M::$z has no effect in %s on line 10
object(M)#2 (0) {
}
object(A)#3 (1) {
  ["q"]=>
  NULL
}
Cannot create dynamic property R::$nope
Cannot access private property D::$priv
object(stdClass)#5 (1) {
  ["k"]=>
  NULL
}
