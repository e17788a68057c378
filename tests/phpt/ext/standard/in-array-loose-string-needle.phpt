--TEST--
in_array()/array_search() with a string needle, loose and strict, against every kind of element
--FILE--
<?php
// in_array()/array_search() with a string needle, loose and strict, against
// strings (numeric and not), ints, floats, bools, null and references.
$hay = ['abc', '10', ' 1', '1e1', 'ABC', 0, 1.5, true, null, '', '0x1A', '007'];
$needles = ['abc', '10', '1', '1.0', '10.0', 'xyz', '', '0', '7', 'INF', '1.5', ' 1', '1e1'];
foreach ($needles as $n) {
  echo json_encode($n), ': ', var_export(in_array($n, $hay), true), ' ', var_export(array_search($n, $hay), true),
       ' ', var_export(in_array($n, $hay, true), true), "\n";
}
$x = 'ref'; $r = ['a', &$x];
var_dump(in_array('ref', $r), array_search('ref', $r), in_array('REF', $r));
var_dump(in_array('INF', [INF]), in_array('1', [true]), in_array('', [null]), in_array('a', [0]));
--EXPECT--
"abc": true 0 true
"10": true 1 true
"1": true 2 false
"1.0": true 2 false
"10.0": true 1 false
"xyz": true 7 false
"": true 8 true
"0": true 5 false
"7": true 7 false
"INF": true 7 false
"1.5": true 6 false
" 1": true 2 true
"1e1": true 1 true
bool(true)
int(1)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
