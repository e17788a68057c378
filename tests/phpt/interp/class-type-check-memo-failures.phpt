--TEST--
A class-typed parameter and return type seeing more classes than the inline cache holds, with failing classes and an interface type interleaved
--FILE--
<?php
// A class-typed parameter that sees more classes than its inline cache
// holds: every pass, and every failure, is php's, however often each
// class comes back.
abstract class Node { public function name(): string { return static::class; } }
class A extends Node {} class B extends Node {} class C extends Node {} class D extends Node {}
class E extends D {} class F extends E {}
interface Marked {}
class M1 extends Node implements Marked {} class M2 implements Marked {}
class Other {}

function visit(Node $n): string { return $n->name(); }
function mark(Marked $m): Marked { return $m; }

$nodes = [new A, new B, new C, new D, new E, new F, new M1];
$out = [];
for ($round = 0; $round < 4; $round++)
  foreach ($nodes as $n) $out[] = visit($n);
echo implode(",", $out), "\n";
foreach ([new M1, new M2, new M1, new M2] as $m) echo get_class(mark($m)), " ";
echo "\n";
for ($i = 0; $i < 3; $i++) {
  foreach ([new A, new Other, new F] as $x) {
    try { echo visit($x), "\n"; }
    catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  }
}
// A method's parameter and return types, seen from many classes.
class Visitor {
  public function enter(Node $n): Node { return $n; }
}
$v = new Visitor;
$names = [];
foreach (array_merge($nodes, $nodes) as $n) $names[] = get_class($v->enter($n));
echo implode(" ", $names), "\n";
try { $v->enter(new M2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
A,B,C,D,E,F,M1,A,B,C,D,E,F,M1,A,B,C,D,E,F,M1,A,B,C,D,E,F,M1
M1 M2 M1 M2 
A
visit(): Argument #1 ($n) must be of type Node, Other given, called in %s on line 24
F
A
visit(): Argument #1 ($n) must be of type Node, Other given, called in %s on line 24
F
A
visit(): Argument #1 ($n) must be of type Node, Other given, called in %s on line 24
F
A B C D E F M1 A B C D E F M1
Visitor::enter(): Argument #1 ($n) must be of type Node, M2 given, called in %s on line 36
