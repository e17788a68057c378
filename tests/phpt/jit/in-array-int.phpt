--TEST--
JIT: in_array() of an int needle compiled; objects, references and resources before a match take the builtin
--INI--
hop.jit_threshold=2
--FILE--
<?php
// in_array() of an Int needle compiled (InArrayInt): packed and hash arrays of ints,
// loose matches against strings, floats, bools, null and arrays, and the elements that
// leave to the builtin before anything happened (objects, references, resources).
class C { public $v = 1; }
function probe(array $a, $n) {
  $f = 0;
  for ($i = 0; $i < $n; $i++) { if (in_array($i % 12, $a)) $f++; if (in_array(-$i, $a)) $f += 100; }
  return $f;
}
$small = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9];
$mixed = ['7', 2.0, '1e1', ' 11', null, [1], 'abc', '3x', true];
$hash = ['a' => 4, 'b' => '6', 10 => 0.5];
$x = 5; $withRef = [1, &$x];
$withObj = [1, new C, 6];
$withRes = [2, STDIN];
for ($r = 0; $r < 100; $r++) {
  $o = probe($small, 30) . ' ' . probe($mixed, 30) . ' ' . probe($hash, 30) . ' ' . probe($withRef, 30) . ' ' . @probe($withObj, 30) . ' ' . probe($withRes, 30) . ' ' . probe([], 5);
  if ($r == 0 || $r == 99) echo $o, "\n";
}
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; return true; });
var_dump(in_array(1, [new C]), in_array(0, [new C, 0]), in_array(PHP_INT_MAX, ['9223372036854775807']));
--EXPECT--
23 3030 5 6 5 6 0
23 3030 5 6 5 6 0
handler: Object of class C could not be converted to int
handler: Object of class C could not be converted to int
bool(true)
bool(true)
bool(true)
