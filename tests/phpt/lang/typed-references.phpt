--TEST--
typed references: assignments through a reference typed properties hold are checked and coerced against every one of their types (php's reference type sources)
--FILE--
<?php
class A { public int $i = 1; public ?string $s = null; public float $f = 1.5; public int|string $u = 0; public static int $si = 3; }
class B { public string $s = "x"; public bool $b = false; }
$a = new A;
$r = &$a->i;
var_dump($r = "42");
var_dump($a->i);
try { $r = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$r = 7.0;
var_dump($a->i);
try { $r = 7.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$r = PHP_INT_MAX;
try { $r++; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$r = PHP_INT_MIN;
try { --$r; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$r = 5;
$r .= "1";
var_dump($a->i);
try { $r .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->i);
$r += 1.0;
var_dump($a->i);
// array element holding the ref
$arr = [&$a->f];
$arr[0] = 3;
var_dump($a->f);
try { $arr[0] = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->f);
$arr[0]++;
var_dump($a->f);
// by-ref param
function set(&$x, $v) { $x = $v; }
set($a->s, 12);
var_dump($a->s);
try { set($a->s, []); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->s);
set($a->s, null);
var_dump($a->s);
// two sources, conflicting coercions
$b = new B;
$x = "1";
$a->u = &$x;
$b->s = &$x;
$x = "2";
var_dump($a->u, $b->s);
try { $x = 5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($a->u, $b->s);
try { $b->b = &$x; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$y = 1;
$a->i = &$y;
try { $b->b = &$y; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$b2 = new B;
$a2 = new A;
$a2->i = &$y;
try { $y = "0"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($y);
try { $y = 2; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($y);
// binding checks
$z = "nope";
try { $a->i = &$z; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$z = "12";
$a->i = &$z;
var_dump($z);
// source removed by unset and destruction
unset($a->i);
$z = "free";
var_dump($z);
$c = new A;
$q = &$c->i;
unset($c);
$q = "gone";
var_dump($q);
// static
$s = &A::$si;
try { $s = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s = "9";
var_dump(A::$si);
$t = "10";
A::$si = &$t;
var_dump($t);
try { $t = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(A::$si);
// foreach by ref over the object
$d = new B;
foreach ($d as $k => &$v) { if ($k === 'b') { try { $v = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; } } }
unset($v);
// clone keeps the source
$e1 = new A; $w = &$e1->i; $e2 = clone $e1; unset($e1);
try { $w = "bad"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($e2->i);
// list() and catch into a typed ref
$g = new A; $h = &$g->i;
[$h] = ["33"];
var_dump($g->i);
try { [$h] = [[]]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { throw new Exception("x"); } catch (Exception $h) {}
--EXPECTF--
int(42)
int(42)
Cannot assign string to reference held by property A::$i of type int
int(42)
int(7)

Deprecated: Implicit conversion from float 7.5 to int loses precision in %s on line 12
int(7)
Cannot increment a reference held by property A::$i of type int past its maximal value
int(9223372036854775807)
Cannot decrement a reference held by property A::$i of type int past its minimal value
int(-9223372036854775808)
int(51)
Cannot assign string to reference held by property A::$i of type int
int(51)
int(52)
float(3)
Cannot assign array to reference held by property A::$f of type float
float(3)
float(4)
string(2) "12"
Cannot assign array to reference held by property A::$s of type ?string
string(2) "12"
NULL
string(1) "2"
string(1) "2"
Cannot assign int to reference held by property A::$u of type string|int and property B::$s of type string, as this would result in an inconsistent type conversion
string(1) "2"
string(1) "2"
Reference with value of type string held by property A::$u of type string|int is not compatible with property B::$b of type bool
Reference with value of type int held by property A::$i of type int is not compatible with property B::$b of type bool
int(0)
int(2)
Cannot assign string to property A::$i of type int
int(12)
string(4) "free"
string(4) "gone"
Cannot assign string to reference held by property A::$si of type int
int(9)
int(10)
Cannot assign array to reference held by property A::$si of type int
int(10)
Cannot assign array to reference held by property B::$b of type bool
Cannot assign string to reference held by property A::$i of type int
int(1)
int(33)
Cannot assign array to reference held by property A::$i of type int

Fatal error: Uncaught TypeError: Cannot assign Exception to reference held by property A::$i of type int in %s:101
Stack trace:
#0 {main}
  thrown in %s on line 101
