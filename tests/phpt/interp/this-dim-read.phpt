--TEST--
$this->p[key] reads, ?? and isset(): the fused BaseH; Dim; QueryM path (keys, key expressions, missing keys, string offsets, null/ArrayAccess/typed/reference properties, __get, subclasses)
--FILE--
<?php
// `$this->p[key]` reads, ?? and isset(): int, string and numeric-string
// keys from literals and locals, missing keys (the warning), null and
// non-array properties, references, unset and typed properties, __get,
// ArrayAccess, strings, subclasses and other classes at one site.
class AA implements ArrayAccess {
    function offsetExists($o): bool { echo "exists $o\n"; return $o === 'k'; }
    function offsetGet($o): mixed { echo "get $o\n"; return "v$o"; }
    function offsetSet($o, $v): void {}
    function offsetUnset($o): void {}
}
class A {
    public $a = [10, 20, 30];
    public $h = ['x' => 1, 'y' => null, '5' => 'five', 'n' => [1, 2]];
    public $n = null;
    public $s = "hello";
    public $o;
    public array $t;
    public $r;
    function __construct() { $this->o = new AA; }
    function get($k) { return $this->a[$k]; }
    function getLit() { return [$this->a[0], $this->a[2], $this->h['x'], $this->h['5'], $this->h[5]]; }
    function hget($k) { return $this->h[$k]; }
    function hq($k) { return $this->h[$k] ?? 'dflt'; }
    function hisset($k) { return isset($this->h[$k]); }
    function nget($k) { return $this->n[$k]; }
    function nq($k) { return $this->n[$k] ?? 'nq'; }
    function sget($k) { return $this->s[$k]; }
    function sq($k) { return [$this->s[$k] ?? 'sq', isset($this->s[$k]), isset($this->s[$k + 0])]; }
    function oget($k) { return $this->o[$k]; }
    function oisset($k) { return isset($this->o[$k]); }
    function tget($k) { return $this->t[$k]; }
    function rget($k) { return $this->r[$k]; }
    function into($k) { $x = $this->h[$k]; return $x; }
    function nested() { return $this->h['n'][1]; }
    function expr($k) { return [$this->a[$k + 1], $this->h[$k . ''], $this->h['n' . ''][$k - 1] ?? 'q', isset($this->h[strtolower('X')])]; }
    function loop() { $s = 0; for ($i = 0; $i < 3; $i++) { $s += $this->a[$i]; } return $s; }
}
class B extends A { public $extra = 1; public $a = [1, 2, 3]; }
class C { public $x = 0; public $a = ['c']; function get($k) { return $this->a[$k]; } }
class M {
    function __get($n) { echo "__get $n\n"; return [7, 8]; }
    function get($k) { return $this->a[$k]; }
}
$a = new A;
var_dump($a->get(1), $a->get(-1), $a->get(5));
var_dump($a->getLit());
var_dump($a->hget('x'), $a->hget('y'), $a->hget('5'), $a->hget(5), $a->hget('nope'));
var_dump($a->hq('x'), $a->hq('y'), $a->hq('nope'), $a->hisset('x'), $a->hisset('y'), $a->hisset('nope'), $a->hisset(5));
var_dump($a->nget(1), $a->nq(1));
var_dump($a->sget(1), $a->sget(-1), $a->sget(-5), $a->sget('2'));
var_dump($a->sget(5), $a->sget(-6));
var_dump($a->sq(0), $a->sq(4), $a->sq(5), $a->sq(-5), $a->sq(-6), $a->sq('1'));
try { var_dump($a->sget('x')); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($a->oget('k'), $a->oisset('k'), $a->oisset('z'));
try { var_dump($a->tget(0)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a->t = [4];
var_dump($a->tget(0));
$arr = [1 => 'one'];
$a->r = &$arr;
var_dump($a->rget(1));
$arr[1] = 'uno';
var_dump($a->rget(1));
var_dump($a->into('x'), $a->nested(), $a->loop());
var_dump($a->expr(1));
try { var_dump($a->expr(2)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$b = new B;
var_dump($b->get(0), $b->loop(), $a->get(0), $b->get(2));
$c = new C;
var_dump($c->get(0));
$m = new M;
var_dump($m->get(1));
unset($a->h);
try { var_dump($a->hget('x')); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($a->hq('x'), $a->hisset('x'));
// The element keeps its value after the array changes.
$d = new A;
$v = $d->get(0);
$d->a = [];
var_dump($v);
$k = 1.5;
var_dump($d->hq($k));
$k = true;
var_dump($d->hisset($k));
--EXPECTF--

Warning: Undefined array key -1 in %s on line 21

Warning: Undefined array key 5 in %s on line 21
int(20)
NULL
NULL
array(5) {
  [0]=>
  int(10)
  [1]=>
  int(30)
  [2]=>
  int(1)
  [3]=>
  string(4) "five"
  [4]=>
  string(4) "five"
}

Warning: Undefined array key "nope" in %s on line 23
int(1)
NULL
string(4) "five"
string(4) "five"
NULL
int(1)
string(4) "dflt"
string(4) "dflt"
bool(true)
bool(false)
bool(false)
bool(true)

Warning: Trying to access array offset on value of type null in %s on line 26
NULL
string(2) "nq"
string(1) "e"
string(1) "o"
string(1) "h"
string(1) "l"

Warning: Uninitialized string offset 5 in %s on line 28

Warning: Uninitialized string offset -6 in %s on line 28
string(0) ""
string(0) ""
array(3) {
  [0]=>
  string(1) "h"
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
array(3) {
  [0]=>
  string(1) "o"
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
array(3) {
  [0]=>
  string(2) "sq"
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}
array(3) {
  [0]=>
  string(1) "h"
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
array(3) {
  [0]=>
  string(2) "sq"
  [1]=>
  bool(false)
  [2]=>
  bool(false)
}
array(3) {
  [0]=>
  string(1) "e"
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
TypeError: Cannot access offset of type string on string
get k
exists k
exists z
string(2) "vk"
bool(true)
bool(false)
Error: Typed property A::$t must not be accessed before initialization
int(4)
string(3) "one"
string(3) "uno"
int(1)
int(2)
int(60)

Warning: Undefined array key 1 in %s on line 36
array(4) {
  [0]=>
  int(30)
  [1]=>
  NULL
  [2]=>
  int(1)
  [3]=>
  bool(true)
}

Warning: Undefined array key 3 in %s on line 36

Warning: Undefined array key 2 in %s on line 36
array(4) {
  [0]=>
  NULL
  [1]=>
  NULL
  [2]=>
  int(2)
  [3]=>
  bool(true)
}
int(1)
int(6)
int(10)
int(3)
string(1) "c"
__get a
int(8)

Warning: Undefined property: A::$h in %s on line 23

Warning: Trying to access array offset on value of type null in %s on line 23
NULL
string(4) "dflt"
bool(false)
int(10)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 24
string(4) "dflt"
bool(false)
