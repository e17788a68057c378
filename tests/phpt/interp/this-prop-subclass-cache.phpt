--TEST--
$this->p in a base class over many subclasses, privates of one name, traits, bound closures
--FILE--
<?php
// `$this->name` in a base class's methods, over objects of many subclasses
// (with their own properties before and after, redeclarations, privates of
// the same name) and in traits and bound closures.
class Base {
    public $a = "Base::a";
    protected $b = "Base::b";
    private $c = "Base::c";
    public function a() { return $this->a; }
    public function b() { return $this->b; }
    public function c() { return $this->c; }
    public function all() { return $this->a . "|" . $this->b . "|" . $this->c; }
    public function setAll($v) { $this->a = "a$v"; $this->b = "b$v"; $this->c = "c$v"; }
    public function childOnly() { return $this->d ?? "no d"; }
}
class C1 extends Base { public $x1 = 1; }
class C2 extends Base { private $c = "C2::c"; public $b = "C2::b"; public function c2() { return $this->c; } }
class C3 extends C2 { public $d = "C3::d"; public $a = "C3::a"; }
class C4 extends Base { public $d = "C4::d"; private $a2; }
class C5 extends C4 { protected $b = "C5::b"; }
trait T {
    private $t = "T::t";
    public function t() { return $this->t . "/" . static::class; }
}
class U1 { public $pad = 0; use T; }
class U2 { public $p1 = 1, $p2 = 2, $p3 = 3; use T; }

$objs = [new Base, new C1, new C2, new C3, new C4, new C5, new C1, new C3];
for ($round = 0; $round < 3; $round++) {
    foreach ($objs as $i => $o) {
        echo get_class($o), ": ", $o->a(), " ", $o->b(), " ", $o->c(), " ", $o->all(), " ", $o->childOnly();
        if ($o instanceof C2) echo " ", $o->c2();
        echo "\n";
        if ($round == 1) $o->setAll("$i");
    }
}
foreach ([new U1, new U2, new U1, new U2] as $u) echo $u->t(), "\n";
// A closure bound to objects of unrelated classes with one scope.
class P { public $v = "P::v"; }
class Q { public $w = 0; public $v = "Q::v"; }
$read = function () { return $this->v; };
for ($i = 0; $i < 3; $i++) {
    foreach ([new P, new Q, new P] as $o) echo Closure::bind($read, $o, P::class)(), " ";
    echo "\n";
}
// Unset and dynamic properties.
$o = new C1;
for ($i = 0; $i < 3; $i++) {
    try { echo $o->a(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    if ($i == 0) unset($o->a);
    if ($i == 1) $o->a = "again";
}
--EXPECTF--
Base: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C1: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C2: Base::a C2::b Base::c Base::a|C2::b|Base::c no d C2::c
C3: C3::a C2::b Base::c C3::a|C2::b|Base::c C3::d C2::c
C4: Base::a Base::b Base::c Base::a|Base::b|Base::c C4::d
C5: Base::a C5::b Base::c Base::a|C5::b|Base::c C4::d
C1: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C3: C3::a C2::b Base::c C3::a|C2::b|Base::c C3::d C2::c
Base: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C1: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C2: Base::a C2::b Base::c Base::a|C2::b|Base::c no d C2::c
C3: C3::a C2::b Base::c C3::a|C2::b|Base::c C3::d C2::c
C4: Base::a Base::b Base::c Base::a|Base::b|Base::c C4::d
C5: Base::a C5::b Base::c Base::a|C5::b|Base::c C4::d
C1: Base::a Base::b Base::c Base::a|Base::b|Base::c no d
C3: C3::a C2::b Base::c C3::a|C2::b|Base::c C3::d C2::c
Base: a0 b0 c0 a0|b0|c0 no d
C1: a1 b1 c1 a1|b1|c1 no d
C2: a2 b2 c2 a2|b2|c2 no d C2::c
C3: a3 b3 c3 a3|b3|c3 C3::d C2::c
C4: a4 b4 c4 a4|b4|c4 C4::d
C5: a5 b5 c5 a5|b5|c5 C4::d
C1: a6 b6 c6 a6|b6|c6 no d
C3: a7 b7 c7 a7|b7|c7 C3::d C2::c
T::t/U1
T::t/U2
T::t/U1
T::t/U2
P::v Q::v P::v 
P::v Q::v P::v 
P::v Q::v P::v 
Base::a

Warning: Undefined property: C1::$a in %s on line 9

again
