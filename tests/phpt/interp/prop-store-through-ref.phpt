--TEST--
Stores into a property that holds a reference ($this->p = v, $o->p = v, fused and not) write through it; typed references check their types
--FILE--
<?php
// Stores into a property that holds a PHP reference: `$this->p = v`,
// `$o->p = v` (a local and a temporary base) write through the reference,
// as php does; a reference that typed properties hold checks their types.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
function touchRef(&$x) { }
class A {
    public $p = 0;
    public int $t = 0;
    public ?A $o = null;
    function set($v) { $this->p = $v; return $this; }
    function sett($v) { $this->t = $v; }
    function seto($v) { $this->o = $v; }
    function loop() { for ($i = 0; $i < 3; $i++) { $this->p = $i; } }
}
$a = new A;
$r = &$a->p;
$a->set(5);
var_dump($r, $a->p);
$r = 6;
var_dump($a->p);
$a->set(new D(1));
$a->set(2);
echo "after\n";
var_dump($r);
unset($r);
$a->set(7);
var_dump($a->p);
// Passed by reference once: the slot stays a reference of one.
$b = new A;
touchRef($b->p);
$b->loop();
var_dump($b->p);
$b->p = "direct";
var_dump($b->p);
$o = $b;
$o->p = [1];
var_dump($b->p);
function fromTemp() { global $b; return $b; }
fromTemp()->p = 'temp';
var_dump($b->p);
// Typed: the reference's type sources check the value.
$c = new A;
$tr = &$c->t;
$c->sett("12");
var_dump($c->t, $tr);
try { $c->sett("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($c->t);
$c->t = 3.0;
var_dump($tr);
try { $c->t = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$or = &$c->o;
$c->seto($c);
var_dump($or === $c);
try { $c->seto(new D(2)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// Several objects at one site, some with a reference in the slot.
$list = [new A, $a, new A, $b];
foreach ($list as $k => $x) { $x->set($k * 10); }
foreach ($list as $x) { echo $x->p, " "; }
echo "\n";
echo "end\n";
--EXPECTF--
int(5)
int(5)
int(6)
destruct 1
after
int(2)
int(7)
int(2)
string(6) "direct"
array(1) {
  [0]=>
  int(1)
}
string(4) "temp"
int(12)
int(12)
Cannot assign string to property A::$t of type int
int(12)
int(3)
Cannot assign array to property A::$t of type int
bool(true)
Cannot assign D to property A::$o of type ?A
0 10 20 30 
end
destruct 2
