--TEST--
polymorphic method caches, private shadowing, __call, compound assignment fast paths
--FILE--
<?php
interface T { function run(int $x): int; }
class A implements T { function run(int $x): int { return $x + 1; } }
class B implements T { function run(int $x): int { return $x * 2; } }
class C implements T { function run(int $x): int { return $x - 3; } }
class D implements T { function run(int $x): int { return $x ^ 5; } }
class E implements T { function run(int $x): int { return -$x; } static function st() { return 's'; } }
$objs = [new A, new B, new C, new D, new E, new A, new E, new C];
$acc = 0;
for ($i = 0; $i < 40; $i++) { $acc += $objs[$i % 8]->run($i); }
echo $acc, "\n";
class P { private function m() { return "P::m"; } function call(P $o) { return $o->m(); } }
class Q extends P { public function m() { return "Q::m"; } }
$p = new P; $q = new Q;
foreach ([$p, $q, $p, $q] as $o) { echo $p->call($o), " ", $q->call($o), "\n"; }
class M { function __call($n, $a) { return "__call $n"; } public function real() { return "real"; } }
$m = new M; for ($i = 0; $i < 3; $i++) { echo $m->real(), " ", $m->virt(), "\n"; }
class S { static function sm() { return "static via instance"; } }
$s = new S; for ($i = 0; $i < 2; $i++) echo $s->sm(), "\n";
class Cnt { public int $n = 0; public $u = 5; public ?int $ni = 3; public float $f = 1.5; public readonly int $ro;
  function __construct() { $this->ro = 1; } }
$c = new Cnt;
for ($i = 0; $i < 5; $i++) { $c->n++; $c->n += 2; $c->u |= 8; $c->ni <<= 1; $c->f += 1; ++$c->n; }
var_dump($c->n, $c->u, $c->ni, $c->f);
$c->n = PHP_INT_MAX;
try { $c->n += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c->ro++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$u = 10; $u -= 3; $u *= 4; $u <<= 2; $u >>= 1; $u %= 7; $u .= "x"; var_dump($u);
$big = PHP_INT_MAX; $big += 1; var_dump($big);
$sh = 1; $sh <<= 64; var_dump($sh);
try { $sh = 1; $sh <<= -1; } catch (ArithmeticError $e) { echo $e->getMessage(), "\n"; }
var_dump(7 % 3, -7 % 3, 7 & 3, 7 | 8, 7 ^ 2, 1 << 3, -16 >> 2, 5 != 5, 5 != 6, 1.5 != 1.5);
try { echo 1 % 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
var_dump(PHP_INT_MIN % -1);
const MYC = [1, 2]; define('DYN', 'dyn');
for ($i = 0; $i < 2; $i++) { var_dump(MYC, DYN, PHP_INT_SIZE); }
--EXPECT--
440
P::m P::m
P::m P::m
P::m P::m
P::m P::m
real __call virt
real __call virt
real __call virt
static via instance
static via instance
int(20)
int(13)
int(96)
float(6.5)
TypeError: Cannot assign float to property Cnt::$n of type int
Error: Cannot modify readonly property Cnt::$ro
string(2) "0x"
float(9.223372036854776E+18)
int(0)
Bit shift by negative number
int(1)
int(-1)
int(3)
int(15)
int(5)
int(8)
int(-4)
bool(false)
bool(true)
bool(false)
Modulo by zero
int(0)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(3) "dyn"
int(8)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(3) "dyn"
int(8)
