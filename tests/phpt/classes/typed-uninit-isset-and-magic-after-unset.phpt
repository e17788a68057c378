--TEST--
Never-initialized typed properties skip __isset; __set/__unset after unset(); readonly ++ and reference binds to overloaded properties
--FILE--
<?php
// typed properties never initialized: isset/empty skip __isset; __set/__unset after unset()
class T {
    public int $foo;
    public readonly int $ro;
    public $plain = 1;
    public function __isset($n) { echo "__isset $n\n"; return true; }
    public function __get($n) { echo "__get $n\n"; return 1; }
    public function __set($n, $v) { echo "__set $n\n"; }
    public function __unset($n) { echo "__unset $n\n"; }
    public function drop() { unset($this->ro); }
}
$t = new T;
var_dump(isset($t->foo), empty($t->foo), isset($t->ro));
unset($t->foo);
var_dump(isset($t->foo));
$t->foo = 5;
unset($t->plain); unset($t->plain);
$t->drop();
$t->ro = 3;
unset($t->ro);
// ++ on a readonly property holding an object: the readonly error, the TypeError as previous
class R { public function __construct(public readonly object $p) {} }
$r = new R(new stdClass);
try { $r->p++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), " / ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n"; }
try { $r->p += 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
// binding a reference to what __get hands back
class G { private $x; public function &__get($n) { return $this->x; } }
$g = new G; $y = 5;
try { $g->x =& $y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $g->nope =& $y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $r->p =& $y; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
bool(true)
bool(false)
__isset foo
bool(true)
__set foo
__unset plain
__set ro
__unset ro
Error: Cannot modify readonly property R::$p / TypeError: Cannot increment stdClass
Unsupported operand types: stdClass + int
Cannot assign by reference to overloaded object
Cannot assign by reference to overloaded object
Cannot assign by reference to overloaded object
