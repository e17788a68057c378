--TEST--
JIT: `$a[$k][] = v` compiled (key cells, literals, locals); elements other than arrays or missing ones take the interpreter's path
--INI--
hop.jit_threshold=2
--FILE--
<?php
// `$local[k][] = v` compiled (ArrAppendDim): int and string keys, copy-on-write of the
// outer and inner arrays, and the elements the interpreter handles (null, false, objects,
// references, scalars, strings, a full array, a float key, a string local).
function groups($n, $m) {
  $g = [];
  for ($i = 0; $i < $n; $i++) { $g[$i % $m][] = $i; }
  $copy = $g; $copy[1][] = -1;
  $s = [];
  for ($i = 0; $i < $n; $i++) { $s['k' . ($i % 3)][] = $i; $s["1"][] = 'one'; }
  return json_encode([$g, $copy, $s]);
}
function odd() {
  $a = ['n' => null, 'f' => false, 's' => 'str', 'o' => new ArrayObject([]), 'i' => 5];
  $x = [9]; $a['r'] = &$x;
  $out = [];
  foreach (['n', 'f', 'o', 'r', 'i', 's', 'new'] as $k) {
    try { $a[$k][] = 1; $out[] = "$k ok"; } catch (Error $e) { $out[] = "$k " . get_class($e) . ': ' . $e->getMessage(); }
  }
  $big = [PHP_INT_MAX => 1];
  $b = ['x' => $big];
  try { $b["x"][] = 2; } catch (Error $e) { $out[] = $e->getMessage(); }
  $shared = [1, 2]; $c = ['p' => $shared]; $c['p'][] = 3;
  $out[] = json_encode([$x, count($b['x']), $shared, $c]);
  $nk = [1.5 => [], true => []]; 
  $k = 1.5;
  try { $nk[$k][] = 4; } catch (Error $e) { $out[] = $e->getMessage(); }
  return implode("\n", $out) . "\n" . json_encode($nk) . "\n" . var_export($a['n'], true) . var_export($a['f'], true) . var_export($a['i'], true);
}
function notarr() { $s = 'abc'; try { $s[0][] = 1; } catch (Error $e) { return $e->getMessage(); } return 'no'; }
function unset_local() { $u = null; $u[3][] = 1; $v = 5; try { $v[1][] = 2; } catch (Error $e) { return json_encode($u) . $e->getMessage(); } return 'x'; }
for ($r = 0; $r < 200; $r++) { $o = groups(10, 3); if ($r == 0 || $r == 199) echo $o, "\n"; }
// (Each run of odd() prints its deprecations: a few runs, past hop.jit_threshold.)
for ($r = 0; $r < 4; $r++) { $o = odd() . "\n" . notarr() . "\n" . unset_local() . "\n"; if ($r == 3) echo $o; }
function lit_keys($n) {
  $g = []; $h = ['old' => [7]];
  for ($i = 0; $i < $n; $i++) {
    $k = 'k' . ($i % 3); $j = $i % 4;
    $g[$k][] = $i; $g[$j][] = -$i; $g['lit'][] = $i; $g[5][] = $i; $g["7"][] = $i;
    $h['old'][] = $i;
  }
  $x = ['a' => 'str', 'n' => null, 'f' => 1.5];
  $k = 'a'; try { $x[$k][] = 1; } catch (Error $e) { $r = $e->getMessage(); }
  $k = 'n'; $x[$k][] = 2;
  $k = 'f'; try { $x[$k][] = 3; } catch (Error $e) { $r .= ' / ' . $e->getMessage(); }
  $fk = 2.0; $x[$fk][] = 4; $bk = true; $x[$bk][] = 5;
  $s = 'str'; try { $s[1][] = 1; } catch (Error $e) { $r .= ' / ' . $e->getMessage(); }
  return json_encode([$g, $h, $x]) . " $r";
}
for ($r = 0; $r < 4; $r++) { $o = lit_keys(8); if ($r == 3) echo $o, "\n"; }
--EXPECTF--
[[[0,3,6,9],[1,4,7],[2,5,8]],[[0,3,6,9],[1,4,7,-1],[2,5,8]],{"k0":[0,3,6,9],"1":["one","one","one","one","one","one","one","one","one","one"],"k1":[1,4,7],"k2":[2,5,8]}]
[[[0,3,6,9],[1,4,7],[2,5,8]],[[0,3,6,9],[1,4,7,-1],[2,5,8]],{"k0":[0,3,6,9],"1":["one","one","one","one","one","one","one","one","one","one"],"k1":[1,4,7],"k2":[2,5,8]}]

Deprecated: Automatic conversion of false to array is deprecated in %s on line 18

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 27

Deprecated: Automatic conversion of false to array is deprecated in %s on line 18

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 27

Deprecated: Automatic conversion of false to array is deprecated in %s on line 18

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 27

Deprecated: Automatic conversion of false to array is deprecated in %s on line 18

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 25

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 27
n ok
f ok
o ok
r ok
i Error: Cannot use a scalar value as an array
s Error: [] operator not supported for strings
new ok
Cannot add element to the array as the next element is already occupied
[[9,1],1,[1,2],{"p":[1,2,3]}]
{"1":[4]}
array (
  0 => 1,
)array (
  0 => 1,
)5
Cannot use string offset as an array
{"3":[1]}Cannot use a scalar value as an array
[{"k0":[0,3,6],"0":[0,-4],"lit":[0,1,2,3,4,5,6,7],"5":[0,1,2,3,4,5,6,7],"7":[0,1,2,3,4,5,6,7],"k1":[1,4,7],"1":[-1,-5],"k2":[2,5],"2":[-2,-6],"3":[-3,-7]},{"old":[7,0,1,2,3,4,5,6,7]},{"a":"str","n":[2],"f":1.5,"2":[4],"1":[5]}] [] operator not supported for strings / Cannot use a scalar value as an array / Cannot use string offset as an array
