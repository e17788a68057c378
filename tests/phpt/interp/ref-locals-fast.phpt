--TEST--
Locals bound by reference (by-ref parameters, =&, global, static, foreach by reference): reads, stores, is_* tests on the fast paths; typed references still checked
--FILE--
<?php
// Locals bound by reference (`&$x` parameters, `$a = &$b`, `global`,
// foreach by reference, static): reads, stores, assignments used as
// values, is_* tests, through every kind of binding; typed references
// (bound to typed properties) still check their types.
function byRef(&$v, &$attrs = null) {
    $v = $v . "!";           // read and store through the reference
    $attrs = ['line' => 1];  // store into a defaulted by-ref parameter
    $copy = $v;
    $v = 'changed';
    return [$copy, is_string($v), is_array($attrs), is_null($v)];
}
$s = "hi";
var_dump(byRef($s, $a), $s, $a);
$x = 1;
$y = &$x;
$y = $y + 1;
$z = ($y = 10) + 1;
var_dump($x, $y, $z, is_int($y));
function g() { global $gv; $gv = 'set in g'; $t = $gv; return $t . '/' . gettype($gv); }
var_dump(g(), $gv);
function counter() { static $n = 0; $n = $n + 1; return $n; }
counter(); counter();
var_dump(counter());
$arr = [1, 2, 3];
foreach ($arr as &$e) { $e = $e * 2; $last = $e; }
unset($e);
var_dump($arr, $last);
// The old value's destructor runs at the store.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
$d = new D(1);
$dr = &$d;
$dr = new D(2);
echo "after store\n";
$dr = null;
var_dump($d);
// A reference to an undefined variable reads as null.
$u = &$undef;
var_dump($u, is_null($u), isset($u));
// Typed properties: the reference checks their types.
class T { public int $i = 0; public ?string $s = null; }
$t = new T;
$ir = &$t->i;
$ir = "42";
var_dump($t->i);
try { $ir = "nope"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$r2 = ($ir = 7.0);
var_dump($t->i, $r2);
$sr = &$t->s;
$sr = 5;
var_dump($t->s);
// By-reference parameters in a loop.
function fill(&$out, $n) { for ($i = 0; $i < $n; $i++) { $out = $out + $i; } }
$total = 0;
fill($total, 5);
var_dump($total);
--EXPECTF--
array(4) {
  [0]=>
  string(3) "hi!"
  [1]=>
  bool(true)
  [2]=>
  bool(true)
  [3]=>
  bool(false)
}
string(7) "changed"
array(1) {
  ["line"]=>
  int(1)
}
int(10)
int(10)
int(11)
bool(true)
string(15) "set in g/string"
string(8) "set in g"
int(3)
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(4)
  [2]=>
  int(6)
}
int(6)
destruct 1
after store
destruct 2
NULL
NULL
bool(true)
bool(false)
int(42)
Cannot assign string to reference held by property T::$i of type int
int(7)
int(7)
string(1) "5"
int(10)
