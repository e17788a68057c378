--TEST--
static variables of functions, methods, traits and closures through the per-thread memo
--FILE--
<?php
function counter() { static $n = 0, $log = []; $n++; $log[] = $n; return implode(',', $log); }
for ($i = 0; $i < 4; $i++) echo counter(), "\n";

class P { function m() { static $c = 10; return ++$c; } static function s() { static $k; $k = ($k ?? 0) + 2; return $k; } }
class C extends P {}
class D extends P { function m() { static $c = 100; return ++$c; } }
$p = new P; $c = new C; $d = new D;
echo $p->m(), ' ', $c->m(), ' ', $p->m(), ' ', $d->m(), ' ', $d->m(), "\n";
echo P::s(), ' ', C::s(), ' ', P::s(), "\n";

trait T { function t() { static $x = 0; return ++$x; } }
class U1 { use T; } class U2 { use T; }
$u1 = new U1; $u2 = new U2;
echo $u1->t(), $u1->t(), $u2->t(), $u1->t(), "\n";

$mk = function () { return function () { static $z = 0; return ++$z; }; };
$f1 = $mk(); $f2 = $mk();
echo $f1(), $f1(), $f2(), $f1(), "\n";

function rec($d) { static $depth = 0; $depth++; if ($d > 0) rec($d - 1); return $depth; }
echo rec(3), ' ', rec(2), "\n";

class Dtor { public $id; function __construct($id) { $this->id = $id; } function __destruct() { echo "dtor {$this->id}\n"; } }
function holder($id) { static $o = null; $old = $o; $o = new Dtor($id); return $old ? $old->id : 'none'; }
echo holder(1), "\n"; echo holder(2), "\n"; echo holder(3), "\n";

function refs() { static $a = [1, 2]; $r = &$a; $r[] = count($r); return implode('|', $a); }
echo refs(), ' ', refs(), "\n";

function big() { static $n = PHP_INT_MAX - 1; $n++; return $n; }
var_dump(big(), big(), big());
echo "end\n";
--EXPECT--
1
1,2
1,2,3
1,2,3,4
11 12 13 101 102
2 4 6
1213
1213
4 7
none
dtor 1
1
dtor 2
2
1|2|2 1|2|2|3
int(9223372036854775807)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
end
dtor 3
