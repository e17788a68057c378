--TEST--
++/-- of a local bound by reference (by-ref params, typed property refs, overflow)
--FILE--
<?php
function bump(&$n) { $n++; ++$n; $n--; return $n++; }
$x = 5; echo bump($x), ' ', $x, "\n";
$y = PHP_INT_MAX; $r = &$y; $r++; var_dump($y);
$z = PHP_INT_MIN; $q = &$z; $q--; var_dump($z);
$s = "a"; $t = &$s; $t++; var_dump($s);
$u = null; $v = &$u; $v++; var_dump($u);
$w = 1.5; $ww = &$w; $ww++; var_dump($w);
class A { public int $p = 1; public int $m = PHP_INT_MAX; }
$o = new A; $rp = &$o->p; $rp++; ++$rp; echo $rp--, ' ', $o->p, "\n";
$rm = &$o->m;
try { $rm++; } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($o->m);
$arr = [1, 2, 3];
foreach ($arr as &$e) { $e++; ++$e; }
unset($e);
echo implode(',', $arr), "\n";
$i = 0; $j = &$i;
for (; $j < 5; $j++) {}
echo $i, "\n";
$fn = function () use (&$i) { return $i++; };
echo $fn(), $fn(), ' ', $i, "\n";
--EXPECT--
6 7
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
string(1) "b"
int(1)
float(2.5)
3 2
TypeError: Cannot increment a reference held by property A::$m of type int past its maximal value
int(9223372036854775807)
3,4,5
5
56 7
