--TEST--
Comparisons with an int, string or bool literal on the right, as values and conditions
--FILE--
<?php
// `<expr> === <literal>`, `!==`, `== 'lit'`, `!= 'lit'` (the literal tests the operand in place), as values and as branch conditions.
class D { function __destruct() { echo "destruct\n"; } }
function t($x) {
  $r = [];
  $r[] = $x === 5; $r[] = $x !== 5; $r[] = $x === 'abc'; $r[] = $x !== 'abc';
  $r[] = $x === true; $r[] = $x !== true; $r[] = $x === false; $r[] = $x !== false;
  $r[] = $x == 'abc'; $r[] = $x != 'abc'; $r[] = $x == '1e1'; $r[] = $x != '10';
  $r[] = $x == ''; $r[] = $x != ' 10';
  if ($x === 5) echo "i5 "; if ($x !== 'abc') echo "nabc "; if ($x === false) echo "f ";
  if ($x == '10') echo "eq10 "; if ($x != 'abc') echo "neabc ";
  echo implode('', array_map(fn($b) => $b ? '1' : '0', $r)), "\n";
}
foreach ([5, 5.0, '5', 'abc', true, false, null, '10', '1e1', 10, 10.0, '', ' 10', [], 'ABC'] as $v) { var_export($v); echo ": "; t($v); }
$a = 5; $b = &$a; t($b); var_dump($b === 5, $b === 'x');
function mk() { return new D; }
var_dump(mk() === 5); echo "after\n";
var_dump(mk() !== 'x'); echo "after\n";
var_dump(mk() === false); echo "after\n";
var_dump(mk() == 'x'); echo "after\n";
$s = 'ab'; $s .= 'c'; var_dump($s === 'abc', $s == 'abc', 'abc' === $s);
--EXPECTF--
5: i5 nabc neabc 10010101010101
5.0: nabc neabc 01010101010101
'5': nabc neabc 01010101010101
'abc': 01100101100101
true: nabc eq10 01011001101000
false: nabc f neabc 01010110010111
NULL: nabc neabc 01010101010111
'10': nabc eq10 neabc 01010101011000
'1e1': nabc eq10 neabc 01010101011000
10: nabc eq10 neabc 01010101011000
10.0: nabc eq10 neabc 01010101011000
'': nabc neabc 01010101010111
' 10': nabc eq10 neabc 01010101011000
array (
): nabc neabc 01010101010101
'ABC': nabc neabc 01010101010101
i5 nabc neabc 10010101010101
bool(true)
bool(false)
destruct
bool(false)
after
destruct
bool(true)
after
destruct
bool(false)
after
destruct
bool(false)
after
bool(true)
bool(true)
bool(true)
