--TEST--
Property sites meeting objects of two and more classes: alternating classes, scopes, redeclarations, unset and typed slots, writes
--FILE--
<?php
// Property sites that meet objects of several classes: two classes
// alternating, three in turn, private and protected slots seen from their
// scopes, redeclared properties, unset and typed slots, writes.
class Node { public $next = null; protected $kind = 'node'; private $secret = 'N';
  public function kind() { return $this->kind; } public function secret() { return $this->secret; } }
class Text extends Node { protected $kind = 'text'; public $extra = 1; private $secret = 'T';
  public function mine() { return $this->secret; } }
class Para extends Node { public $pad = 0; public $next = 'p'; }
class Item extends Para { public int $n = 0; }
class Other { public $next = 'other'; public $extra = 'o'; }
function nexts(array $xs) { $r = []; foreach ($xs as $x) $r[] = $x->next; return $r; }
function setNext(array $xs, $v) { foreach ($xs as $i => $x) $x->next = $v . $i; }
$a = [new Node, new Text, new Para, new Item, new Other];
for ($round = 0; $round < 3; $round++) {
  echo implode(',', array_map('strval', nexts([$a[1], $a[2], $a[1], $a[2], $a[4], $a[1]]))), "\n";
  echo implode(',', array_map('strval', nexts($a))), "\n";
  setNext($a, "r$round-");
  echo implode(',', nexts($a)), "\n";
  foreach ($a as $o) if ($o instanceof Node) echo $o->kind(), '/', $o->secret(), ' ';
  echo $a[1]->mine(), "\n";
}
unset($a[2]->next);
foreach ([$a[1], $a[2], $a[3]] as $o) echo isset($o->next) ? 'set ' : 'unset ', $o->next ?? 'null', "\n";
function bump(array $xs) { foreach ($xs as $x) { $x->n = $x->n + 1; } }
$typed = [new Item, new Item];
bump($typed); bump($typed);
echo $typed[0]->n, $typed[1]->n, "\n";
try { $typed[0]->n = 'x'; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
,p,,p,other,
,,p,p,other
r0-0,r0-1,r0-2,r0-3,r0-4
node/N text/N node/N node/N T
r0-1,r0-2,r0-1,r0-2,r0-4,r0-1
r0-0,r0-1,r0-2,r0-3,r0-4
r1-0,r1-1,r1-2,r1-3,r1-4
node/N text/N node/N node/N T
r1-1,r1-2,r1-1,r1-2,r1-4,r1-1
r1-0,r1-1,r1-2,r1-3,r1-4
r2-0,r2-1,r2-2,r2-3,r2-4
node/N text/N node/N node/N T
set r2-1
unset null
set r2-3
22
Cannot assign string to property Item::$n of type int
