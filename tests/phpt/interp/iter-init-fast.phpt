--TEST--
foreach by value starting (IterInit fast path: empty, packed, hash, references, bound locals, destructors, objects, non-arrays), unset() of locals and =& of a bound local
--FILE--
<?php
// foreach by value starting: empty and non-empty arrays (packed, hash,
// with holes), keys, values that are references, locals bound by
// reference, destructors of the locals' old values, objects and
// non-arrays; unset() of locals and =& of a bound local.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
function run($arr) {
    $out = [];
    foreach ($arr as $k => $v) { $out[] = "$k=" . (is_object($v) ? 'obj' : json_encode($v)); }
    foreach ($arr as $v) { $out[] = is_object($v) ? 'o' : json_encode($v); }
    return implode(',', $out);
}
var_dump(run([]), run([1, 2]), run(['a' => 1, 'b' => [2]]));
$h = [1, 2, 3];
unset($h[0]);
var_dump(run($h));
$x = 1;
$withRef = [&$x, 2];
foreach ($withRef as $v) { var_dump($v); }
$v = new D(1);
foreach ([10, 20] as $v) { echo "v=$v\n"; }
$k = new D(2);
foreach (['key' => 1] as $k => $_) { echo "k=$k\n"; }
$bound = 0;
$alias = &$bound;
foreach ([7, 8] as $alias) {}
var_dump($bound);
foreach (new ArrayIterator([5, 6]) as $i => $v) { echo "$i:$v\n"; }
function gen() { yield 'g' => 1; }
foreach (gen() as $gk => $gv) { echo "$gk:$gv\n"; }
foreach (null as $v) {}
foreach ("str" as $v) {}
// The array changes inside the loop: the loop runs over the snapshot.
$a = [1, 2, 3];
foreach ($a as $v) { $a[] = $v; }
var_dump(count($a));
// unset() of locals, with destructors.
function u() { $o = new D(3); $s = "x"; unset($o); echo "after unset\n"; unset($s, $never); var_dump(isset($s)); }
u();
// =& of a local already bound by reference.
function r(&$p) { $q = &$p; $q = 'through'; $w = &$q; $w .= '!'; }
$t = 'orig';
r($t);
var_dump($t);
echo "end\n";
--EXPECTF--
string(0) ""
string(11) "0=1,1=2,1,2"
string(15) "a=1,b=[2],1,[2]"
string(11) "1=2,2=3,2,3"
int(1)
int(2)
destruct 1
v=10
v=20
destruct 2
k=key
int(8)
0:5
1:6
g:1

Warning: foreach() argument must be of type array|object, null given in %s on line 31

Warning: foreach() argument must be of type array|object, string given in %s on line 32
int(6)
destruct 3
after unset
bool(false)
string(8) "through!"
end
