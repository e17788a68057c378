--TEST--
JIT: string concatenation (in-place append on a single owner, shared strings, ints, other kinds, the main script, undefined locals)
--FILE--
<?php
function build($n) { $s = ""; for ($i = 0; $i < $n; $i++) { $s .= "x"; $s .= $i; } return $s; }
echo strlen(build(10000)), " ", substr(build(20), 0, 40), "\n";
function pairs($n) { $r = []; for ($i = 0; $i < $n; $i++) { $k = "key" . $i; $r[] = $k . "-" . ($i * 2); } return $r; }
echo implode(",", pairs(5)), "\n";
function shared($n) { $a = "ab"; $b = $a; for ($i = 0; $i < $n; $i++) { $b .= "c"; } return [$a, $b]; }
var_dump(shared(3));
function mixed($vals) { $s = ""; foreach ($vals as $v) { $s .= $v; $s = $s . "|"; } return $s; }
var_dump(mixed([1, "a", 2.5, true, null, -7]));
function left($n) { $out = []; for ($i = 0; $i < $n; $i++) { $out[] = $i . "z"; } return implode("", $out); }
echo left(12), "\n";
$g = "";
for ($i = 0; $i < 5; $i++) { $g .= $i; $g = "<" . $g; }
echo $g, "\n";
function undefLocal($n) { for ($i = 0; $i < $n; $i++) { $u .= "a"; } return $u; }
echo undefLocal(3), "\n";
--EXPECTF--
48890 x0x1x2x3x4x5x6x7x8x9x10x11x12x13x14x15x1
key0-0,key1-2,key2-4,key3-6,key4-8
array(2) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(5) "abccc"
}
string(14) "1|a|2.5|1||-7|"
0z1z2z3z4z5z6z7z8z9z10z11z
<<<<<01234

Warning: Undefined variable $u in %s on line 15
aaa
