--TEST--
JIT: compiled method calls (polymorphic receivers, $this released on return, exceptions, by-reference parameters, backtraces)
--FILE--
<?php
class A { public $v = 1; function get($x) { return $x + 1; } function twice(int $x): int { return $x * 2; } }
class B extends A { function get($x) { return $x + 100; } }
class D { public $n; function __construct($n) { $this->n = $n; } function id() { return 7; } function __destruct() { echo "destruct {$this->n}\n"; } }
function loop($o, $n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $o->get($i); $s += $o->twice($i); } return $s; }
echo loop(new A, 1000), "\n";
echo loop(new B, 1000), "\n";
echo loop(new A, 1000), "\n";
function temps($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += (new D($i))->id(); } return $s; }
echo temps(3), "\n";
class E { function thrower($i) { if ($i == 500) throw new Exception("boom $i"); return $i; } }
function catcher($n) { $e = new E; $s = 0; try { for ($i = 0; $i < $n; $i++) $s += $e->thrower($i); } catch (Exception $ex) { echo $ex->getMessage(), " at ", $ex->getLine(), "\n"; } return $s; }
echo catcher(1000), "\n";
class R { function byref(&$x) { $x++; } }
function refs($n) { $r = new R; $a = 0; for ($i = 0; $i < $n; $i++) $r->byref($a); return $a; }
echo refs(100), "\n";
class T { function bt() { debug_print_backtrace(); return 1; } }
function bts() { $t = new T; $s = 0; for ($i = 0; $i < 2; $i++) $s += $t->bt(); return $s; }
echo bts(), "\n";
function undefinedArg($o) { for ($i = 0; $i < 3; $i++) echo $o->get($undef), "\n"; }
undefinedArg(new A);
--EXPECTF--
1499500
1598500
1499500
destruct 0
destruct 1
destruct 2
21
boom 500 at 11
124750
100
#0 %s(18): T->bt()
#1 %s(19): bts()
#0 %s(18): T->bt()
#1 %s(19): bts()
2

Warning: Undefined variable $undef in %s on line 20
1

Warning: Undefined variable $undef in %s on line 20
1

Warning: Undefined variable $undef in %s on line 20
1
