--TEST--
JIT: $this properties, === null tests, identity, class-typed checks, new without constructor, constants, returns releasing refcounted locals (destructor order), polymorphic $this
--FILE--
<?php
// Objects in compiled code: $this properties, === null tests, identity,
// class-typed checks, new without constructor, constants, returns that
// release refcounted locals (destructor order), polymorphic $this.
const LIMIT = 3;
const HALF = 0.5;

final class Node { public ?Node $left = null; public ?Node $right = null; }
class D { public function __construct(public string $n) {} public function __destruct() { echo "~{$this->n} "; } }
class Base { public int $v = 1; public ?Base $next = null;
  public function bump(): int { $this->v += LIMIT; return $this->v; }
  public function nextIsNull(): bool { return $this->next === null; } }
class Sub extends Base { public int $w = 7; }
class Typed { public int $i; public ?Node $n; }

function build(int $d): Node { $n = new Node(); if ($d > 0) { $n->left = build($d - 1); $n->right = build($d - 1); } return $n; }
function check(Node $n): int { if ($n->left === null) return 1; return 1 + check($n->left) + check($n->right); }
function isnull($x): bool { return $x === null; }
function notnull($x): bool { return $x !== null; }
function same($a, $b): bool { return $a === $b; }
function keep(D $d): D { $local = $d; return $local; }
function dropLast(): int { $d = new D("dropped"); return 5; }     // last reference: the destructor runs at the return
function dropTwo(): int { $a = new D("a2"); $b = $a; return 6; }   // two locals, one object
function undef(): bool { return $u === null; }

for ($i = 0; $i < 200; $i++) { $c = check(build(3)); }
echo $c, "\n";
$t = 0;
for ($i = 0; $i < 100; $i++) { $t += isnull(null) + isnull(0) + notnull(new Node()) + notnull(null) + isnull(""); }
echo $t, "\n";
$o = new Node(); $p = new Node();
$s = 0;
for ($i = 0; $i < 100; $i++) { $s += same($o, $o) + same($o, $p) + same(1, 1.0) + same(null, null) + same(1.5, 1.5) + same($o, null); }
echo $s, "\n";
for ($i = 0; $i < 60; $i++) { $k = keep(new D("k$i")); if ($i % 20 == 0) echo "\n"; }
echo "\n";
for ($i = 0; $i < 30; $i++) { echo dropLast(); }
echo "\n";
for ($i = 0; $i < 30; $i++) { echo dropTwo(); }
echo "\n";
// polymorphic $this: the same method on two classes
$objs = [new Base(), new Sub(), new Base()];
$objs[1]->next = $objs[0];
$sum = 0;
for ($i = 0; $i < 300; $i++) { $b = $objs[$i % 3]; $sum += $b->bump() + ($b->nextIsNull() ? 1 : 0); }
echo $sum, " ", $objs[0]->v, " ", $objs[1]->v, "\n";
// uninitialized typed property under a null test: the interpreter's Error
function tn(Typed $t) { return $t->n === null; }
$ty = new Typed();
try { for ($i = 0; $i < 50; $i++) { if ($i == 40) $ty = new Typed(); else { $ty->n = null; } var_dump(tn($ty)) ; } } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
for ($i = 0; $i < 20; $i++) { $r = undef(); }
var_dump($r);
// a subclass object into a class-typed slot, and a wrong one
class SubNode {} 
function linkNodes(Node $a, ?Node $b) { $a->left = $b; return $a->left === $b; }
$ok = 0;
for ($i = 0; $i < 100; $i++) { $ok += linkNodes(new Node(), $i % 2 ? null : new Node()); }
echo $ok, "\n";
echo HALF * 4, "\n";
--EXPECTF--
15
200
300

~k0 ~k1 ~k2 ~k3 ~k4 ~k5 ~k6 ~k7 ~k8 ~k9 ~k10 ~k11 ~k12 ~k13 ~k14 ~k15 ~k16 ~k17 ~k18 ~k19 
~k20 ~k21 ~k22 ~k23 ~k24 ~k25 ~k26 ~k27 ~k28 ~k29 ~k30 ~k31 ~k32 ~k33 ~k34 ~k35 ~k36 ~k37 ~k38 ~k39 
~k40 ~k41 ~k42 ~k43 ~k44 ~k45 ~k46 ~k47 ~k48 ~k49 ~k50 ~k51 ~k52 ~k53 ~k54 ~k55 ~k56 ~k57 ~k58 
~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5~dropped 5
~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6~a2 6
45950 301 301
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
Error: Typed property Typed::$n must not be accessed before initialization

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24

Warning: Undefined variable $u in %s on line 24
bool(true)
100
2
~k59
