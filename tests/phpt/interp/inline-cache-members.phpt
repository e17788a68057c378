--TEST--
inline caches and fast paths: property slots by class and scope, destructors on overwrite, typed properties, constructors
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
function f() { $a = new D(1); $a = new D(2); echo "after reassign\n"; $b = new D(3); return 5; }
echo f(), "\n";
new D(4);
echo "popped\n";
class H { public $x; }
$h = new H; $h->x = new D(5); $h->x = 7; echo "prop reassigned\n";
class ThrowD { function __destruct() { throw new Exception("from dtor"); } }
function g() { $t = new ThrowD; $t = 1; return 2; }
try { g(); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
// private shadowing
class A { private $p = 'A-private'; function readA(A $o) { return $o->p; } }
class B extends A { public $p = 'B-public'; }
$b = new B; $a = new A;
echo $a->readA($b), " ", $a->readA($a), " ", $b->p, "\n";
for ($i = 0; $i < 3; $i++) { echo $a->readA($i % 2 ? $a : $b), "\n"; }
// closures bound to different scopes, same code
class P { private $secret = 'P-secret'; }
class Q { private $secret = 'Q-secret'; }
$fn = function () { return $this->secret; };
foreach ([new P, new Q, new P] as $o) echo Closure::bind($fn, $o, get_class($o))(), "\n";
// typed props with class
class Node { public ?Node $next = null; public int $v = 0; }
$n = new Node; $n->next = new Node; $n->next = null; $n->v = 5;
try { $n->v = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$n->v = "12"; var_dump($n->v);
try { $n->next = new H; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// no-ctor with args
class NC {}
function side() { echo "side\n"; return 1; }
$x = new NC(side(), side()); var_dump($x instanceof NC);
// identical
var_dump(1 === 1.0, null === null, $x === $x, $x === new NC, "a" === "a", [1] === [1], 1 !== "1");
// function typed params with objects
function takesNode(Node $n): Node { return $n; }
var_dump(takesNode($n) === $n);
function self_ret() { static $c = 0; return ++$c; }
echo self_ret(), self_ret(), "\n";
echo "end\n";
--EXPECT--
destruct 1
after reassign
destruct 2
destruct 3
5
destruct 4
popped
destruct 5
prop reassigned
caught from dtor
A-private A-private B-public
A-private
A-private
A-private
P-secret
Q-secret
P-secret
Cannot assign string to property Node::$v of type int
int(12)
Cannot assign H to property Node::$next of type ?Node
side
side
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
12
end
