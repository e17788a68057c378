--TEST--
=== and !== against an int or string literal (SameI/SameS), as values, conditions and match arms
--FILE--
<?php
// SameI/SameS (the literal and its === / !== as one op): operands of every kind, a compare
// reached by a branch (not fused), match arms, references, destructors, hot loops.
class D { function __destruct() { echo "destruct\n"; } }
function kinds() { return [0, 1, -1, PHP_INT_MAX, PHP_INT_MIN, 1.0, '1', '', 'a', 'ab', '01', null, true, false, [], [1], new stdClass]; }
function t($x, $c) {
  $r = '';
  $r .= ($x === 1) ? 'a' : '-';
  $r .= ($x !== 1) ? 'b' : '-';
  $r .= ($x === PHP_INT_MAX) ? 'c' : '-';
  $r .= ($x === -1) ? 'd' : '-';
  $r .= ($x === '') ? 'e' : '-';
  $r .= ($x !== '') ? 'f' : '-';
  $r .= ($x === 'ab') ? 'g' : '-';
  $r .= ($x === '01') ? 'h' : '-';
  $r .= ($x === ($c ? 1 : 'a')) ? 'i' : '-';
  $r .= ($x !== ($c ? 'ab' : 0)) ? 'j' : '-';
  $v = $x === '1'; $w = $x !== 0;
  $r .= ($v ? 'k' : '-') . ($w ? 'l' : '-');
  $r .= match ($x) { 1 => 'm', 'a' => 'n', '' => 'o', default => '.' };
  return $r;
}
foreach (kinds() as $k) { echo str_pad(json_encode($k), 22), t($k, true), ' ', t($k, false), "\n"; }
$s = 'a'; $s .= 'b';
$ref = &$s; var_dump($ref === 'ab', $ref !== 'ab', $ref === 1);
$n = 41; $n++; $rn = &$n; var_dump($rn === 42, $rn !== 42, $rn === '42');
$arr = ['k' => 'ab', 'i' => 7];
var_dump($arr['k'] === 'ab', $arr['i'] === 7, $arr['i'] === '7');
function mk() { return new D; }
var_dump(mk() === 'x'); echo "after\n";
if (mk() !== 1) echo "ne\n"; echo "after\n";
function sum() {
  $hits = 0;
  for ($i = 0; $i < 3000; $i++) {
    $m = $i % 4;
    $str = $m === 0 ? 'x' : ($m === 1 ? 'y' : $m);
    if ($str === 'x') $hits += 1;
    if ($str !== 'y') $hits += 10;
    if ($m === 3) $hits += 100;
    $hits += ($str === 2) ? 1000 : 0;
  }
  return $hits;
}
var_dump(sum());
--EXPECTF--
0                     -b---f---j--. -b---f------.
1                     a----f--ij-lm a----f---j-lm
-1                    -b-d-f---j-l. -b-d-f---j-l.
9223372036854775807   -bc--f---j-l. -bc--f---j-l.
-9223372036854775808  -b---f---j-l. -b---f---j-l.
1                     -b---f---j-l. -b---f---j-l.
"1"                   -b---f---jkl. -b---f---jkl.
""                    -b--e----j-lo -b--e----j-lo
"a"                   -b---f---j-ln -b---f--ij-ln
"ab"                  -b---fg----l. -b---fg--j-l.
"01"                  -b---f-h-j-l. -b---f-h-j-l.
null                  -b---f---j-l. -b---f---j-l.
true                  -b---f---j-l. -b---f---j-l.
false                 -b---f---j-l. -b---f---j-l.
[]                    -b---f---j-l. -b---f---j-l.
[1]                   -b---f---j-l. -b---f---j-l.
{}                    -b---f---j-l. -b---f---j-l.
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
destruct
bool(false)
after
destruct
ne
after
int(848250)
