--TEST--
$this->p = v: the fused BaseH store (typed, readonly, references, __set, destructors, several classes)
--FILE--
<?php
// `$this->p = v` stores: plain, typed (coercion and rejection), readonly,
// references, __set on unset slots, destructors of the old value, the
// assignment's value used, a subclass and another class at one site.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
class A {
    public $x = 1;
    public int $i = 0;
    public ?A $o = null;
    public readonly int $ro;
    public $r;
    function set($v) { $this->x = $v; return $this; }
    function seti($v) { $this->i = $v; }
    function seto($v) { $this->o = $v; }
    function setro($v) { $this->ro = $v; }
    function setr($v) { $this->r = $v; }
    function chain($v) { return $this->x = $v; }
    function loop() { for ($k = 0; $k < 5; $k++) { $this->x = $k; } return $this->x; }
}
class B extends A { public $extra = 'b'; }
class M {
    public $p = 0;
    function __set($n, $v) { echo "__set $n\n"; }
    function clear() { unset($this->p); }
    function set($v) { $this->p = $v; }
}
$a = new A;
$a->set(5); var_dump($a->x);
$a->set("str"); var_dump($a->x);
$a->set([1, 2]); var_dump($a->x);
var_dump($a->chain(42));
var_dump($a->loop());
$a->seti(7); var_dump($a->i);
$a->seti("8"); var_dump($a->i);
$a->seti(9.0); var_dump($a->i);
try { $a->seti("nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $a->seti(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$a->seto(new A); var_dump(get_class($a->o));
$a->seto(new B); var_dump(get_class($a->o));
try { $a->seto(new M); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$a->setro(1); var_dump($a->ro);
try { $a->setro(2); } catch (Error $e) { echo $e->getMessage(), "\n"; }
// a reference in the slot: the store goes through it
$v = 1;
$a->r = &$v;
$a->setr(99); var_dump($v);
// destructors of the replaced value run at the store
$a->set(new D(1));
echo "before\n";
$a->set(new D(2));
echo "after\n";
$a->set(null);
echo "cleared\n";
// one site, several classes
$b = new B;
foreach ([$a, $b, $a, $b] as $k => $o) { $o->set($k); var_dump($o->x); }
// unset slot with __set
$m = new M;
$m->set(1); var_dump($m->p);
$m->clear();
$m->set(2);
var_dump(isset($m->p));
$m->set(3);
// undefined variable as the value
$f = function () { $this->x = $undef; };
$g = Closure::bind($f, $a, A::class);
$g(); var_dump($a->x);
echo "done\n";
--EXPECTF--
int(5)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(42)
int(4)
int(7)
int(8)
int(9)
Cannot assign string to property A::$i of type int
Cannot assign null to property A::$i of type int
int(9)
string(1) "A"
string(1) "B"
Cannot assign M to property A::$o of type ?A
int(1)
Cannot modify readonly property A::$ro
int(99)
before
destruct 1
after
destruct 2
cleared
int(0)
int(1)
int(2)
int(3)
int(1)
__set p
bool(false)
__set p

Warning: Undefined variable $undef in %s on line 66
NULL
done
