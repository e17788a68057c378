--TEST--
a return type's static in php's TypeError names the called class
--FILE--
<?php
// A return type's `static` in php's TypeError names the called class.
namespace NS;
class A {
    public function m(): static { return null; }
    public function n(): ?static { return 1; }
    public function o(): static|int { return "x"; }
    public function p(): static { return new \stdClass; }
    public function q(): static { return $this; }
    public function z(): static { if (false) return $this; }
    public static function s(): static { return new A; }
    public function self(): self { return null; }
}
class B extends A {}
foreach ([new A, new B] as $o) {
    foreach (['m', 'n', 'o', 'p', 'q', 'z'] as $m) {
        try { $r = $o->$m(); echo get_class($r), "\n"; } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
    }
}
try { B::s(); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
try { (new B)->self(); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
NS\A::m(): Return value must be of type NS\A, null returned
NS\A::n(): Return value must be of type ?NS\A, int returned
NS\A::o(): Return value must be of type NS\A|int, string returned
NS\A::p(): Return value must be of type NS\A, stdClass returned
NS\A
NS\A::z(): Return value must be of type NS\A, none returned
NS\A::m(): Return value must be of type NS\B, null returned
NS\A::n(): Return value must be of type ?NS\B, int returned
NS\A::o(): Return value must be of type NS\B|int, string returned
NS\A::p(): Return value must be of type NS\B, stdClass returned
NS\B
NS\A::z(): Return value must be of type NS\B, none returned
NS\A::s(): Return value must be of type NS\B, NS\A returned
NS\A::self(): Return value must be of type NS\A, null returned
