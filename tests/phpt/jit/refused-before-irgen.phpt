--TEST--
JIT live: regions refused before irgen (a call compiled code cannot make ends a short path) beside look-alikes that compile (new of a class without constructor, known and polymorphic callees, loops); hop.jit_verify checks each refusal against the IR's own check; results unchanged
--INI--
hop.jit=live
hop.jit_threshold=1
hop.jit_profitability=1
hop.jit_verify=1
--FILE--
<?php
// Regions the JIT refuses before irgen (a path that leaves compiled code
// after a few bytecodes: a call compiled code cannot make ends it) next to
// regions that look alike but are compiled: `new C` of a class without
// constructor (its call compiled away), known callees, loops. With
// hop.jit_verify the translator also runs irgen on each region the check
// refused and aborts if the IR's own check disagrees. Output as php's.
class P { public $x = 1; }
class Q { public $x = 2; function __construct($v) { $this->x = $v; } }
class A { function f($n) { return $n + 1; } static function s($n) { return $n * 2; } }
class B extends A { function f($n) { return $n + 2; } }
function add($a, $b) { return $a + $b; }
function viaArgs() { $a = func_get_args(); return count($a); }
function shortBuiltin($s) { return sprintf("%s!", $s); }
function shortStatic($n) { return A::s($n) + 1; }
function shortCtor($n) { $q = new Q($n); return $q->x; }
function noCtor($n) { $p = new P; return $p->x + $n; }
function knownCall($n) { $t = 0; $t = add($t, $n); $t = add($t, 1); return $t; }
function poly($objs, $n) { $t = 0; foreach ($objs as $o) { $t += $o->f($n); } return $t; }
function branchy($n) {
    if ($n > 5) { return strrev((string)$n); }
    $x = $n * 3 + 1;
    $y = $x ^ 7;
    return (string)($y % 11);
}
function closureCall($f, $n) { return $f($n) + $f($n + 1); }
function gen($n) { for ($i = 0; $i < $n; $i++) { yield $i * 2; } }
$objs = [new A, new B, new A];
$sum = 0;
$out = [];
for ($i = 0; $i < 40; $i++) {
    $sum += viaArgs($i, $i + 1);
    $out[] = shortBuiltin($i);
    $sum += shortStatic($i);
    $sum += shortCtor($i);
    $sum += noCtor($i);
    $sum += knownCall($i);
    $sum += poly($objs, $i);
    $out[] = branchy($i);
    $sum += closureCall(function ($v) { return $v * 5; }, $i);
    foreach (gen(3) as $g) { $sum += $g; }
    $p = new P;
    $sum += $p->x;
}
echo $sum, "\n";
echo implode(",", array_slice($out, 0, 12)), "\n";
echo count($out), "\n";
--EXPECT--
14880
0!,6,1!,3,2!,0,3!,2,4!,10,5!,1
80
