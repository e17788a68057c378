--TEST--
gc_collect_cycles frees object cycles (arrays, references, closures, generators, WeakMap), destructors first, resurrection, exceptions
--FILE--
<?php
class N { public $next; public $name; public ?N $typed = null; function __construct($n) { $this->name = $n; } }
class D { public $self; public $name; function __construct($n) { $this->name = $n; } function __destruct() { echo "dtor {$this->name}\n"; } }
class Keep { public $self; static $kept = []; function __destruct() { echo "Keep dtor\n"; self::$kept[] = $this; } }
class Boom { public $self; function __destruct() { throw new Exception("boom"); } }

// A ring of objects, one held from outside: nothing to free; then freed.
$a = new N('a'); $b = new N('b'); $c = new N('c');
$a->next = $b; $b->next = $c; $c->next = $a;
unset($b, $c);
var_dump(gc_collect_cycles());
var_dump($a->next->next->name);
unset($a);
var_dump(gc_collect_cycles());

// Arrays inside the cycle, and a reference.
$o = new N('o'); $o->next = ['x' => [1, $o]]; $o->typed = $o; unset($o);
var_dump(gc_collect_cycles());
$o = new N('r'); $o->next = &$o->name; $o->name = $o; unset($o);
var_dump(gc_collect_cycles());

// Closures binding their object, and a closure capturing itself by reference.
$o = new N('cl'); $o->next = function () { return $this; }; $o->next = $o->next->bindTo($o); unset($o);
var_dump(gc_collect_cycles());
$f = function () use (&$f) { return 1; }; unset($f);
var_dump(gc_collect_cycles());

// Destructors run before the cycle is freed; a resurrected object stays.
$d = new D('d1'); $e = new N('n'); $d->self = $e; $e->next = $d; unset($d, $e);
echo "collect\n"; var_dump(gc_collect_cycles()); echo "collected\n";
$k = new Keep; $k->self = $k; unset($k);
var_dump(gc_collect_cycles(), count(Keep::$kept), Keep::$kept[0]->self === Keep::$kept[0]);

// A suspended generator holding its own Generator through a reference.
$gen = (function () use (&$gen) { $x = new D('in-gen'); yield 1; yield 2; })();
$gen->current(); unset($gen);
gc_collect_cycles(); echo "after gen\n";

// WeakMap entries of freed objects go away.
$wm = new WeakMap; $o = new N('w'); $o->next = $o; $wm[$o] = 1; unset($o);
var_dump(count($wm), gc_collect_cycles(), count($wm));

// An exception from a destructor leaves gc_collect_cycles().
$x = new Boom; $x->self = $x; unset($x);
try { gc_collect_cycles(); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
var_dump(gc_collect_cycles());

// Disabled: nothing is collected.
gc_disable(); $o = new N('off'); $o->next = $o; unset($o); var_dump(gc_collect_cycles()); gc_enable(); var_dump(gc_collect_cycles());
$s = gc_status(); var_dump($s['runs'] > 0, $s['collected'] > 0);
echo "end\n";
--EXPECT--
int(0)
string(1) "c"
int(3)
int(3)
int(1)
int(2)
int(1)
collect
dtor d1
int(2)
collected
Keep dtor
int(0)
int(1)
bool(true)
dtor in-gen
after gen
int(1)
int(1)
int(0)
caught boom
int(0)
int(1)
int(0)
bool(true)
bool(true)
end
