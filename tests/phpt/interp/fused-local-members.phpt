--TEST--
Fused local member sequences (BaseLQ/BaseLS/BaseLO) and results stored straight into locals
--FILE--
<?php
// Fused local member sequences (BaseLQ/BaseLS/BaseLO) and results stored straight into locals.
class P { public $a = 1; public int $t = 2; public ?P $n = null; public readonly int $r;
  function __construct() { $this->r = 5; } }
class M { private $d = []; function __get($n) { echo "get $n\n"; return 7; }
  function __set($n, $v) { echo "set $n\n"; } function __isset($n) { echo "isset $n\n"; return true; } }
function f() {
  $a = [1, 2, 3]; $h = ['x' => 1, 'y' => null, 5 => 'five'];
  $i = 1; $k = 'x'; $s = "hello";
  $v = $a[$i]; var_dump($v);
  $v = $a[7] ?? 'def'; var_dump($v);
  var_dump(isset($a[2]), isset($a[9]), isset($h['y']), isset($h[$k]));
  $v = $h[$k]; var_dump($v);
  $v = $h['5']; var_dump($v);
  $v = $a[9]; var_dump($v);
  $v = $s[1]; var_dump($v);
  $v = $s[-1]; var_dump($v);
  $v = $s[10]; var_dump($v);
  $a[$i] = 'two'; $a[] = 4; $a[10] = 10; $h[$k] = 'X'; $h['new'] = 1; $h['7'] = 'seven';
  var_dump($a, $h);
  $b = $a; $b[0] = 'copy'; var_dump($a[0], $b[0]);
  $r = &$a[1]; $a[1] = 'viaref'; var_dump($r);
  $o = new P; $v = $o->a; var_dump($v); $o->a = 'A'; $o->t = 3; var_dump($o->a, $o->t);
  try { $o->t = 'x'; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  try { $o->r = 6; } catch (Error $e) { echo $e->getMessage(), "\n"; }
  $o->a = 4; $o->a += 5; var_dump($o->a);
  $o->t += 2; $o->t++; var_dump($o->t);
  $c = ['n' => 1]; $c['n']++; $c['n'] += 10; var_dump($c);
  var_dump(isset($o->a), isset($o->n), $o->n ?? 'none');
  $m = new M; $v = $m->zz; $m->zz = 1; var_dump(isset($m->q));
  $x = 1.5; $y = 2; $z = $x * $y; var_dump($z); $z = $x + $y + $x; var_dump($z);
  $ref = 0; $rr = &$ref; $rr = $x * 2; var_dump($ref);
  $z = strlen($s); var_dump($z);
  $z = g(3); var_dump($z);
  $u = null; $v = $u[1]; var_dump($v);
  $v = $undefined[1] ?? 'u'; var_dump($v);
  $n = 5; $v = $n[0]; var_dump($v);
  $big = PHP_INT_MAX; $z = $big + 1; var_dump($z);
  $obj = new stdClass; $obj->dyn = 3; $v = $obj->dyn; var_dump($v); $obj->dyn = 4; var_dump($obj);
  $d = new D; $d->v = 1; $d = null; echo "after\n";
  $e = [new D]; $e[0] = 1; echo "replaced\n";
}
class D { public $v; function __destruct() { echo "destruct\n"; } }
function g($n) { return $n * 2; }
f();
--EXPECTF--
int(2)
string(3) "def"
bool(true)
bool(false)
bool(false)
bool(true)
int(1)
string(4) "five"

Warning: Undefined array key 9 in %s on line 15
NULL
string(1) "e"
string(1) "o"

Warning: Uninitialized string offset 10 in %s on line 18
string(0) ""
array(5) {
  [0]=>
  int(1)
  [1]=>
  string(3) "two"
  [2]=>
  int(3)
  [3]=>
  int(4)
  [10]=>
  int(10)
}
array(5) {
  ["x"]=>
  string(1) "X"
  ["y"]=>
  NULL
  [5]=>
  string(4) "five"
  ["new"]=>
  int(1)
  [7]=>
  string(5) "seven"
}
int(1)
string(4) "copy"
string(6) "viaref"
int(1)
string(1) "A"
int(3)
Cannot assign string to property P::$t of type int
Cannot modify readonly property P::$r
int(9)
int(6)
array(1) {
  ["n"]=>
  int(12)
}
bool(true)
bool(false)
string(4) "none"
get zz
set zz
isset q
bool(true)
float(3)
float(5)
float(3)
int(5)
int(6)

Warning: Trying to access array offset on value of type null in %s on line 35
NULL
string(1) "u"

Warning: Trying to access array offset on value of type int in %s on line 37
NULL
float(9.223372036854776E+18)
int(3)
object(stdClass)#4 (1) {
  ["dyn"]=>
  int(4)
}
destruct
after
destruct
replaced
