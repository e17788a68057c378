--TEST--
getMethods/getProperties list each name once in php's order (parents, trait aliases, interfaces, 150+ methods)
--FILE--
<?php
// getMethods() and getProperties() list each name once, in php's order,
// through parents, traits (with aliases) and interfaces; many methods.
interface I { function i1(); function shared(); }
trait T { function t1() {} function t2() {} public $tp = 1; }
abstract class P implements I { public $pp; function p1() {} function shared() {} function i1() {} }
class C extends P {
    use T { t1 as aliasT1; t2 as protected t2b; }
    public $cp; public $pp;
    function c1() {} function P1() {}
    function m1() {}
    function m2() {}
    function m3() {}
    function m4() {}
    function m5() {}
    function m6() {}
    function m7() {}
    function m8() {}
    function m9() {}
    function m10() {}
    function m11() {}
    function m12() {}
    function m13() {}
    function m14() {}
    function m15() {}
    function m16() {}
    function m17() {}
    function m18() {}
    function m19() {}
    function m20() {}
    function m21() {}
    function m22() {}
    function m23() {}
    function m24() {}
    function m25() {}
    function m26() {}
    function m27() {}
    function m28() {}
    function m29() {}
    function m30() {}
    function m31() {}
    function m32() {}
    function m33() {}
    function m34() {}
    function m35() {}
    function m36() {}
    function m37() {}
    function m38() {}
    function m39() {}
    function m40() {}
    function m41() {}
    function m42() {}
    function m43() {}
    function m44() {}
    function m45() {}
    function m46() {}
    function m47() {}
    function m48() {}
    function m49() {}
    function m50() {}
    function m51() {}
    function m52() {}
    function m53() {}
    function m54() {}
    function m55() {}
    function m56() {}
    function m57() {}
    function m58() {}
    function m59() {}
    function m60() {}
    function m61() {}
    function m62() {}
    function m63() {}
    function m64() {}
    function m65() {}
    function m66() {}
    function m67() {}
    function m68() {}
    function m69() {}
    function m70() {}
    function m71() {}
    function m72() {}
    function m73() {}
    function m74() {}
    function m75() {}
    function m76() {}
    function m77() {}
    function m78() {}
    function m79() {}
    function m80() {}
    function m81() {}
    function m82() {}
    function m83() {}
    function m84() {}
    function m85() {}
    function m86() {}
    function m87() {}
    function m88() {}
    function m89() {}
    function m90() {}
    function m91() {}
    function m92() {}
    function m93() {}
    function m94() {}
    function m95() {}
    function m96() {}
    function m97() {}
    function m98() {}
    function m99() {}
    function m100() {}
    function m101() {}
    function m102() {}
    function m103() {}
    function m104() {}
    function m105() {}
    function m106() {}
    function m107() {}
    function m108() {}
    function m109() {}
    function m110() {}
    function m111() {}
    function m112() {}
    function m113() {}
    function m114() {}
    function m115() {}
    function m116() {}
    function m117() {}
    function m118() {}
    function m119() {}
    function m120() {}
    function m121() {}
    function m122() {}
    function m123() {}
    function m124() {}
    function m125() {}
    function m126() {}
    function m127() {}
    function m128() {}
    function m129() {}
    function m130() {}
    function m131() {}
    function m132() {}
    function m133() {}
    function m134() {}
    function m135() {}
    function m136() {}
    function m137() {}
    function m138() {}
    function m139() {}
    function m140() {}
    function m141() {}
    function m142() {}
    function m143() {}
    function m144() {}
    function m145() {}
    function m146() {}
    function m147() {}
    function m148() {}
    function m149() {}
    function m150() {}
}
$names = array_map(fn($m) => $m->class . '::' . $m->name, (new ReflectionClass('C'))->getMethods());
echo count($names), "\n", implode(", ", array_slice($names, 0, 8)), "\n", implode(", ", array_slice($names, -8)), "\n";
echo count(array_unique(array_map('strtolower', $names))), "\n";
echo implode(", ", array_map(fn($p) => $p->class . '::' . $p->name, (new ReflectionClass('C'))->getProperties())), "\n";
echo implode(", ", array_map(fn($m) => $m->name, (new ReflectionClass('I'))->getMethods())), "\n";
--EXPECT--
158
C::c1, C::P1, C::m1, C::m2, C::m3, C::m4, C::m5, C::m6
C::m149, C::m150, P::shared, P::i1, C::aliasT1, C::t1, C::t2b, C::t2
158
C::cp, C::pp, C::tp
i1, shared
