--TEST--
self::, static::, parent:: class references and constants (ClsRefS fast path, fused with ClsCns): overrides, several classes at one site, closures, private constants, errors
--FILE--
<?php
// self::, static::, parent:: as class references: constants (also stored
// into a local, overridden in subclasses, seen from several classes at one
// site, from closures and static methods), instanceof, new, calls, and errors.
interface I { const IC = 'i'; }
class A implements I {
    const X = 'A::X';
    const ARR = [1, 2];
    function get() { $v = self::X; return [$v, static::X, self::IC, static::ARR]; }
    static function sget() { return [self::X, static::X]; }
    function isSelf($o) { return [$o instanceof self, $o instanceof static]; }
    function make() { return [get_class(new self), get_class(new static)]; }
    function cl() { return function () { return [self::X, static::X]; }; }
    static function scl() { return static function () { return static::X; }; }
    function names() { return [self::class, static::class]; }
}
class B extends A {
    const X = 'B::X';
    function get() { return array_merge(parent::get(), [parent::X, self::X]); }
    function par() { $p = parent::X; return $p; }
}
class C extends B { const X = 'C::X'; }
foreach ([new A, new B, new C, new A, new C] as $o) {
    echo json_encode($o->get()), " ", json_encode($o::sget()), " ", json_encode($o->isSelf(new B)), " ",
         json_encode($o->make()), " ", json_encode(($o->cl())()), " ", ($o::scl())(), " ", json_encode($o->names()), "\n";
}
var_dump((new C)->par());
class U { function f() { return self::NOPE; } }
try { (new U)->f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Pv { private const SECRET = 's'; function f() { return static::SECRET; } }
class Pv2 extends Pv {}
var_dump((new Pv)->f());
try { var_dump((new Pv2)->f()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// A constant whose value comes from an expression, read before and after.
class E { const K = self::BASE * 2; const BASE = 21; function k() { return self::K; } }
var_dump((new E)->k(), (new E)->k());
--EXPECTF--
["A::X","A::X","i",[1,2]] ["A::X","A::X"] [true,true] ["A","A"] ["A::X","A::X"] A::X ["A","A"]
["A::X","B::X","i",[1,2],"A::X","B::X"] ["A::X","B::X"] [true,true] ["A","B"] ["A::X","B::X"] B::X ["A","B"]
["A::X","C::X","i",[1,2],"A::X","B::X"] ["A::X","C::X"] [true,false] ["A","C"] ["A::X","C::X"] C::X ["A","C"]
["A::X","A::X","i",[1,2]] ["A::X","A::X"] [true,true] ["A","A"] ["A::X","A::X"] A::X ["A","A"]
["A::X","C::X","i",[1,2],"A::X","B::X"] ["A::X","C::X"] [true,false] ["A","C"] ["A::X","C::X"] C::X ["A","C"]
string(4) "A::X"
Error: Undefined constant U::NOPE
string(1) "s"
Error: Undefined constant Pv2::SECRET
int(42)
int(42)
