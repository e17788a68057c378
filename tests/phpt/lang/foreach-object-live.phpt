--TEST--
foreach over a plain object walks its live property table (additions, removals, nested loops, shadowed dynamic names, string keys)
--FILE--
<?php
#[AllowDynamicProperties]
class C { public $a = 1; protected $b = 2; private $c = 3; public $d = 4;
  function walk() { foreach ($this as $k => $v) { echo "$k=$v "; if ($k === 'a') { $this->c = 30; $this->e = 5; } } echo "\n"; }
}
$o = new C;
foreach ($o as $k => $v) { echo "$k=$v "; if ($k == 'a') { $o->d = 40; $o->x = 'X'; $o->y = 'Y'; } if ($k == 'x') unset($o->y); }
echo "\n";
$o->walk();
// by reference over a live object: additions seen
$p = new stdClass; $p->m = 1; $p->n = 2;
foreach ($p as $k => &$v) { $v *= 10; if ($k == 'm') $p->q = 3; }
unset($v);
var_dump($p);
// int-like keys from a cast
$q = (object)['1' => 'one', 'two' => 2, 3 => 'three'];
foreach ($q as $k => $v) var_dump($k, $v);
// breaking out in the dynamic phase, returning from inside, throwing
function firstDyn($o) { foreach ($o as $k => $v) { if ($k == 'x') return $v; } }
echo firstDyn($o), "\n";
try { foreach ($o as $k => $v) { if ($k == 'x') throw new Exception("out"); } } catch (Exception $e) { echo $e->getMessage(), "\n"; }
foreach ($o as $k => $v) { if ($k == 'x') break; } echo "broke at $k\n";
// nested loops see each other's additions
$n = new stdClass; $n->a = 1; $n->b = 2;
foreach ($n as $k1 => $v1) { foreach ($n as $k2 => $v2) { echo "$k1$k2 "; if ($k1 == 'a' && $k2 == 'b') $n->c = 3; } }
echo "\n";
// many additions during the loop (the dynamic table grows)
$g = new stdClass; $g->p0 = 0; $i = 0;
foreach ($g as $k => $v) { if (++$i < 40) { $g->{"p$i"} = $i; } }
echo $i, "\n";
// unsetting the property being visited and the next one
$u = new stdClass; $u->a = 1; $u->b = 2; $u->c = 3; $u->d = 4;
foreach ($u as $k => $v) { echo "$k "; if ($k == 'a') { unset($u->a, $u->b); } }
echo "\n";
// a parent's private property shadowing a dynamic one of the same name
class P { private $prop = "P"; function run() { foreach ($this as $k => $v) echo "$k => $v\n"; var_dump(get_object_vars($this)); } }
#[AllowDynamicProperties] class Q extends P {}
$t = new Q; $t->prop = "Q"; $t->run();
foreach ($t as $k => $v) echo "outside: $k => $v\n";
--EXPECT--
a=1 d=40 x=X 
a=1 b=2 c=30 d=40 x=X e=5 
object(stdClass)#2 (3) {
  ["m"]=>
  int(10)
  ["n"]=>
  int(20)
  ["q"]=>
  int(30)
}
string(1) "1"
string(3) "one"
string(3) "two"
int(2)
string(1) "3"
string(5) "three"
X
out
broke at x
aa ab ac ba bb bc ca cb cc 
40
a c d 
prop => P
array(1) {
  ["prop"]=>
  string(1) "P"
}
outside: prop => Q
