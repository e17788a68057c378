--TEST--
calls: the exact-arity entry with one flag test, `return;` first in Null, locals released after a scan
--FILE--
<?php
// The call fast path (exact arity, one flag test) and the return's release
// of locals (a scan first, then the releases): defaults, named arguments,
// __call, new without a constructor, closures with captures, by-reference
// parameters, variadics, extra arguments, destructor order at return,
// `return;` and `=== null` after a null.
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function exact($a, $b) { return $a + $b; }
function defaults($a, $b = 10) { return $a + $b; }
function byRef(&$x) { $x++; }
function variadic(...$xs) { return count($xs); }
function extra() { return func_num_args(); }
function ints($n) { $i = 0; $j = 2; for ($k = 0; $k < $n; $k++) $i += $j; return $i; }
function locals() { $a = new D("a"); $b = "str" . mt_rand(1, 1); $c = [1, 2, 3]; $d = new D("d"); echo "leaving\n"; return 5; }
function noReturn() { $x = 1; }
function nullOrNot($v) { return $v === null; }
class C {
    function __call($n, $args) { return "$n:" . count($args); }
    function m($x) { return $x * 2; }
    static function s($x) { return $x * 3; }
}
class NoCtor { public $p = 1; }
var_dump(exact(1, 2));
var_dump(defaults(1));
var_dump(defaults(1, 2));
var_dump(defaults(b: 5, a: 1));
var_dump(exact(b: 5, a: 1));
$v = 1; byRef($v); var_dump($v);
var_dump(variadic(1, 2, 3));
var_dump(extra(1, 2, 3, 4));
var_dump(ints(5));
var_dump(locals());
echo "after\n";
var_dump(noReturn());
var_dump(nullOrNot(null), nullOrNot(0));
$c = new C;
var_dump($c->m(4), C::s(4), $c->undefined(1, 2));
$o = new NoCtor; var_dump($o->p);
$k = 7;
$f = function ($x) use ($k) { return $x + $k; };
var_dump($f(1));
$g = fn($x) => $x * $k;
var_dump($g(3));
try { exact(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
function rec($n) { return $n <= 1 ? $n : rec($n - 1) + rec($n - 2); }
var_dump(rec(15));
function deep($n) { return $n == 0 ? 0 : 1 + deep($n - 1); }
var_dump(deep(5000));
--EXPECTF--
int(3)
int(11)
int(3)
int(6)
int(6)
int(2)
int(3)
int(4)
int(10)
leaving
destruct a
destruct d
int(5)
after
NULL
bool(true)
bool(false)
int(8)
int(12)
string(11) "undefined:2"
int(1)
int(8)
int(21)
Too few arguments to function exact(), 1 passed in %s on line 44 and exactly 2 expected
int(610)
int(5000)
