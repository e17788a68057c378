--TEST--
readonly: initialize/unset from a parent that declares the property too, indirect modification and unset messages
--FILE--
<?php
class A { public readonly int $prop; public readonly array $arr; function initA() { $this->prop = 3; } function unsetA() { unset($this->prop); } }
class B extends A { function initB() { $this->prop = 2; } function imB() { $this->arr[] = 1; } }
class C extends A { public readonly int $prop; }
class X { function initX() { $this->prop = 1; } function unsetX() { unset($this->prop); } }
class Y extends X { public readonly int $prop; }
function t($f) { try { $f(); echo "ok\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
$b = new B;
t(fn() => $b->prop = 1);
t(fn() => $b->initB());
t(fn() => $b->imB());
t(function() use ($b) { $b->arr[] = 1; });
t(fn() => $b->initA());
t(function() use ($b) { $b->arr = [1]; $b->arr[] = 2; });
t(function() use ($b) { unset($b->prop); });
t(fn() => $b->unsetA());
$c = new C; t(fn() => $c->initA()); var_dump($c->prop);
t(fn() => (new C)->unsetA());
$y = new Y; t(fn() => $y->initX()); t(fn() => $y->unsetX());
t(function() { $o = new A; unset($o->prop); });
for ($i = 0; $i < 3; $i++) { $z = new A; t(fn() => $z->initA()); t(fn() => $z->initA()); }
--EXPECT--
Cannot initialize readonly property A::$prop from global scope
Cannot initialize readonly property A::$prop from scope B
Cannot indirectly modify readonly property A::$arr
Cannot indirectly modify readonly property A::$arr
ok
Cannot initialize readonly property A::$arr from global scope
Cannot unset readonly property A::$prop
Cannot unset readonly property A::$prop
ok
int(3)
ok
Cannot initialize readonly property Y::$prop from scope X
Cannot unset readonly property Y::$prop from scope X
Cannot unset readonly property A::$prop from global scope
ok
Cannot modify readonly property A::$prop
ok
Cannot modify readonly property A::$prop
ok
Cannot modify readonly property A::$prop
