--TEST--
a static property reached with -> : php's notice, its visibility error, silent for isset and magic
--FILE--
<?php
#[AllowDynamicProperties]
class C {
    public static $x = 'C::$x';
    protected static $y = 'C::$y';
    private static $z = 1;
    function f() { $this->z = 3; var_dump($this->z); }
}
class D extends C { function g() { $this->z = 4; var_dump($this->z); $this->y = 5; var_dump($this->y); } }
class M { public static $m = 1; function __get($n) { return "get $n"; } function __set($n, $v) { echo "set $n\n"; } }
$c = new C;
var_dump(isset($c->x));
unset($c->x);
echo $c->x;
$c->x = 1;
$ref = 'ref';
$c->x =& $ref;
var_dump($c->x, C::$x);
var_dump(isset($c->y));
$c->x++;
$c->x .= "a";
var_dump(empty($c->x));
$c->f();
(new D)->g();
$m = new M; var_dump($m->m); $m->m = 2;
try { $c->y = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $c->z; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$d = new D;
try { echo $d->z; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; $o->a = 1; var_dump($o->a);
--EXPECTF--
bool(false)

Notice: Accessing static property C::$x as non static in %s on line 13

Notice: Accessing static property C::$x as non static in %s on line 14

Warning: Undefined property: C::$x in %s on line 14

Notice: Accessing static property C::$x as non static in %s on line 15

Notice: Accessing static property C::$x as non static in %s on line 17

Notice: Accessing static property C::$x as non static in %s on line 18
string(3) "ref"
string(5) "C::$x"
bool(false)

Notice: Accessing static property C::$x as non static in %s on line 20

Notice: Accessing static property C::$x as non static in %s on line 21
bool(false)

Notice: Accessing static property C::$z as non static in %s on line 7

Notice: Accessing static property C::$z as non static in %s on line 7
int(3)
int(4)

Notice: Accessing static property D::$y as non static in %s on line 9

Notice: Accessing static property D::$y as non static in %s on line 9
int(5)
string(5) "get m"
set m
Cannot access protected property C::$y
Cannot access private property C::$z

Warning: Undefined property: D::$z in %s on line 29
int(1)
