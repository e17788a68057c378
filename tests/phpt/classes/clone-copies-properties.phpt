--TEST--
clone copies every kind of property value: shared and lone references, typed references, unset and uninitialized slots, dynamic properties, __clone, native classes
--FILE--
<?php
// clone: every kind of property value, references shared and not, typed
// properties bound by reference, dynamic properties, __clone, native classes.
#[AllowDynamicProperties]
class P { public $n = null; public int $i = 1; public ?array $a = []; public $s = 'str'; protected $o; private $priv = 3.5;
  public function __construct() { $this->o = new stdClass; $this->o->v = 1; }
  public function o() { return $this->o; } public function priv() { return $this->priv; } }
$p = new P;
$p->n = [1, 2, [3]];
$p->s = str_repeat('x', 3) . 'y';
$p->dyn = 'dynamic';
$q = clone $p;
$q->a[] = 'q';
$q->o()->v = 2;          // the inner object is shared
$q->s .= '!';
var_dump($p, $q);
// A reference nothing else holds is copied as its value.
$r = new P;
$tmp = &$r->n; $tmp = 'bound'; unset($tmp);
$r2 = clone $r;
$r2->n = 'changed';
var_dump($r->n, $r2->n);
// A shared reference stays shared, typed properties included.
$x = new P;
$ref = &$x->i;
$y = clone $x;
$ref = 42;
var_dump($x->i, $y->i);
try { $ref = 'not an int'; } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($x->i, $y->i);
$y->i = 7;
var_dump($ref);
// __clone sees the copies.
class C { public $list = []; public $id = 0; public static $made = 0;
  public function __clone() { $this->id = ++self::$made; $this->list[] = 'cloned'; } }
$c = new C; $c->list = ['orig'];
$d = clone $c; $e = clone $d;
var_dump($c, $d, $e);
// Unset and uninitialized typed properties stay so.
class U { public int $t; public $u = 1; public $v = 2; }
$u = new U; unset($u->u);
$w = clone $u;
var_dump($w);
try { echo $w->t; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo isset($w->u) ? 'set' : 'unset', "\n";
$w->t = 5; var_dump($w->t);
// Native classes.
$dt = new DateTime('2020-01-02 03:04:05', new DateTimeZone('UTC'));
$dt2 = clone $dt; $dt2->modify('+1 day');
echo $dt->format('c'), ' ', $dt2->format('c'), "\n";
$ao = new ArrayObject([1, 2]); $ao2 = clone $ao; $ao2[] = 3;
echo count($ao), ' ', count($ao2), "\n";
$f = function () { return $this->s; };
$g = clone Closure::bind($f, $p, P::class);
echo $g(), "\n";
for ($k = 0; $k < 3; $k++) { $objs[] = clone $p; }
echo spl_object_id($objs[2]) > spl_object_id($objs[0]) ? "ids grow\n" : "ids reused\n";
--EXPECT--
object(P)#1 (7) {
  ["n"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    array(1) {
      [0]=>
      int(3)
    }
  }
  ["i"]=>
  int(1)
  ["a"]=>
  array(0) {
  }
  ["s"]=>
  string(4) "xxxy"
  ["o":protected]=>
  object(stdClass)#2 (1) {
    ["v"]=>
    int(2)
  }
  ["priv":"P":private]=>
  float(3.5)
  ["dyn"]=>
  string(7) "dynamic"
}
object(P)#3 (7) {
  ["n"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    array(1) {
      [0]=>
      int(3)
    }
  }
  ["i"]=>
  int(1)
  ["a"]=>
  array(1) {
    [0]=>
    string(1) "q"
  }
  ["s"]=>
  string(5) "xxxy!"
  ["o":protected]=>
  object(stdClass)#2 (1) {
    ["v"]=>
    int(2)
  }
  ["priv":"P":private]=>
  float(3.5)
  ["dyn"]=>
  string(7) "dynamic"
}
string(5) "bound"
string(7) "changed"
int(42)
int(42)
TypeError: Cannot assign string to reference held by property P::$i of type int
int(42)
int(42)
int(7)
object(C)#11 (2) {
  ["list"]=>
  array(1) {
    [0]=>
    string(4) "orig"
  }
  ["id"]=>
  int(0)
}
object(C)#12 (2) {
  ["list"]=>
  array(2) {
    [0]=>
    string(4) "orig"
    [1]=>
    string(6) "cloned"
  }
  ["id"]=>
  int(1)
}
object(C)#13 (2) {
  ["list"]=>
  array(3) {
    [0]=>
    string(4) "orig"
    [1]=>
    string(6) "cloned"
    [2]=>
    string(6) "cloned"
  }
  ["id"]=>
  int(2)
}
object(U)#14 (1) {
  ["t"]=>
  uninitialized(int)
  ["v"]=>
  int(2)
}
Typed property U::$t must not be accessed before initialization
unset
int(5)
2020-01-02T03:04:05+00:00 2020-01-03T03:04:05+00:00
2 3
xxxy
ids grow
