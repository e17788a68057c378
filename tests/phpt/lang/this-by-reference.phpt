--TEST--
array(&$this), [&$this], $x = &$this, by-reference arguments and returns of $this
--FILE--
<?php
// $this taken by reference where php allows it: array(&$this), [&$this], a
// by-reference argument, `return $this` from a by-reference method. The reference
// is to a copy of the handle: $this itself never changes.
function setRef(&$r) { $r = 'replaced'; }
class A {
    public $v = 1;
    function f() {
        $a = array(&$this);
        $b = [&$this, 2, 'k' => &$this];
        $a[0]->v = 5;
        $b[0] = 'other';
        setRef($this);
        return [$a, $b, $this instanceof A];
    }
    function &self() { return $this; }
    function g() { $s = &$this->self(); $s = null; return $this !== null; }
    function h() { $f = fn() => [&$this]; return $f()[0] === $this; }
}
$o = new A;
[$a, $b, $still] = $o->f();
var_dump($o->v, $a[0] === $o, $b[0], $b['k'] === $o, $still, $o->g(), $o->h());
class P {
    public $v = 1;
    function f() {
        $target =& $this;   // binding a variable to $this is allowed; $this stays
        $fn = static function () use (&$target) { $r = $target->v; $target = null; return $r; };
        var_dump($fn(), $target, $this instanceof P);
        $arr['x'] = &$this; $arr['x'] = 3; var_dump($this instanceof P);
    }
}
(new P)->f();
--EXPECT--
int(5)
bool(true)
string(5) "other"
bool(true)
bool(true)
bool(true)
bool(true)
int(1)
NULL
bool(true)
bool(true)
