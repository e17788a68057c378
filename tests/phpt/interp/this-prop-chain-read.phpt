--TEST--
$this->a->b reads, ?? and isset() (the fused BaseH; Dim; QueryM PT path): visibility, unset/typed/reference inner properties, __get/__isset, null and non-object inner values, several classes
--FILE--
<?php
// `$this->a->b` reads, ?? and isset(): the inner object's property (public,
// protected from a subclass scope, private from another scope), unset and
// typed-uninitialized inner properties, __get, null and non-object inner
// values (warnings), several inner classes at one site, references.
class In { public $b = 'in-b'; public $n = null; protected $prot = 'prot'; private $priv = 'priv'; public int $t; public $r; }
class In2 { public $x = 0; public $b = 'in2-b'; }
class Magic { function __get($n) { echo "__get $n\n"; return "magic-$n"; } function __isset($n) { echo "__isset $n\n"; return $n === 'yes'; } }
class Outer {
    public $a;
    function __construct($a) { $this->a = $a; }
    function b() { return $this->a->b; }
    function bq() { return $this->a->b ?? 'dflt'; }
    function nq() { return $this->a->n ?? 'null-dflt'; }
    function bset() { return [isset($this->a->b), isset($this->a->n), isset($this->a->zz)]; }
    function priv() { return $this->a->priv; }
    function prot() { return $this->a->prot; }
    function t() { return $this->a->t; }
    function r() { return $this->a->r; }
    function into() { $x = $this->a->b; return $x; }
    function loop() { $s = ''; for ($i = 0; $i < 3; $i++) { $s .= $this->a->b; } return $s; }
}
class Sub extends In { function viaSub($o) { return $o->a->prot; } }
$o = new Outer(new In);
var_dump($o->b(), $o->bq(), $o->nq(), $o->bset(), $o->into(), $o->loop());
try { var_dump($o->priv()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($o->prot()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($o->t()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$o->a->t = 5;
var_dump($o->t());
$v = 'through';
$o->a->r = &$v;
var_dump($o->r());
unset($o->a->b);
var_dump($o->b(), $o->bq(), $o->bset());
$o2 = new Outer(new In2);
var_dump($o2->b(), $o2->bq());
$m = new Outer(new Magic);
var_dump($m->b(), $m->bq(), $m->bset());
$n = new Outer(null);
var_dump($n->b(), $n->bq(), $n->bset());
$s = new Outer("str");
var_dump($s->b(), $s->bq());
foreach ([new In, new In2, new In] as $inner) { $x = new Outer($inner); echo $x->b(), " "; }
echo "\n";
$dyn = new stdClass; $dyn->b = 'dynamic';
var_dump((new Outer($dyn))->b());
--EXPECTF--
string(4) "in-b"
string(4) "in-b"
string(9) "null-dflt"
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}
string(4) "in-b"
string(12) "in-bin-bin-b"
Error: Cannot access private property In::$priv
Error: Cannot access protected property In::$prot
Error: Typed property In::$t must not be accessed before initialization
int(5)
string(7) "through"

Warning: Undefined property: In::$b in %s on line 12
NULL
string(4) "dflt"
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}
string(5) "in2-b"
string(5) "in2-b"
__get b
__isset b
__isset b
__isset n
__isset zz
string(7) "magic-b"
string(4) "dflt"
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}

Warning: Attempt to read property "b" on null in %s on line 12
NULL
string(4) "dflt"
array(3) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}

Warning: Attempt to read property "b" on string in %s on line 12
NULL
string(4) "dflt"
in-b in2-b in-b 
string(7) "dynamic"
