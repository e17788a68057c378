--TEST--
SetM's fast path on uninitialized and unset declared properties, trim() with one character
--FILE--
<?php
// Writes to uninitialized and unset declared properties through a cached site.
class P {
    public int $n;
    public ?string $s;
    public $u;
    public function __construct(int $n) { $this->n = $n; $this->s = "v$n"; }
    public function reset() { unset($this->u); }
    public function setU($v) { $this->u = $v; }
}
class M {
    public int $n;
    public $u;
    public function __construct() { unset($this->n, $this->u); }
    public function __set($k, $v) { echo "__set($k)\n"; }
    public function set($v) { $this->n = $v; $this->u = $v; }
}
for ($i = 0; $i < 3; $i++) {
    $p = new P($i);
    var_dump($p->n, $p->s);
    $p->reset();
    var_dump(isset($p->u), array_key_exists('u', get_object_vars($p)));
    $p->setU($i * 2);
    var_dump($p->u, array_key_exists('u', get_object_vars($p)));
    $m = new M();
    $m->set(5);
    var_dump(isset($m->n));
}
class T { public int $x; public function set($v) { $this->x = $v; } }
$t = new T();
$t->set(3);
$t->set(4);
try { $t2 = new T(); $t2->set("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$t3 = new T(); $t3->set("7"); var_dump($t3->x);
var_dump($t);
var_dump(trim("//a/b//", "/"), ltrim("xxaxx", "x"), rtrim("xxaxx", "x"), trim("....", "."), trim("", "z"), trim("a..b", "."), trim(" \t\nq\r\0\x0B "), trim("a-b", "a..b"));
$s = "same"; var_dump(trim($s, "/") === $s);
--EXPECT--
int(0)
string(2) "v0"
bool(false)
bool(false)
int(0)
bool(true)
__set(n)
__set(u)
bool(false)
int(1)
string(2) "v1"
bool(false)
bool(false)
int(2)
bool(true)
__set(n)
__set(u)
bool(false)
int(2)
string(2) "v2"
bool(false)
bool(false)
int(4)
bool(true)
__set(n)
__set(u)
bool(false)
Cannot assign string to property T::$x of type int
int(7)
object(T)#1 (1) {
  ["x"]=>
  int(4)
}
string(3) "a/b"
string(3) "axx"
string(3) "xxa"
string(0) ""
string(0) ""
string(4) "a..b"
string(1) "q"
string(1) "-"
bool(true)
