--TEST--
String offsets used as containers: php's key check and error per use
--FILE--
<?php
// A string offset used as a container: the key is checked first (its warnings
// and TypeError), then the Error names what the write wanted of it.
$cases = [
 function() { $s = "abc"; $s['q'][] = 1; },
 function() { $s = "abc"; $s[0][] = 1; },
 function() { $s = "abc"; $s['1'][] = 1; },
 function() { $s = "abc"; $s['q']['r'] = 1; },
 function() { $s = "abc"; $s[0]['r'] = 1; },
 function() { $s = "abc"; $s['1x'][] = 1; },
 function() { $s = "abc"; $s[1.5][] = 1; },
 function() { $s = "abc"; $s[null][] = 1; },
 function() { $s = "abc"; $s[true][0] = 1; },
 function() { $s = "abc"; $s[[]][] = 1; },
 function() { $s = "abc"; $s['q']->p = 1; },
 function() { $s = "abc"; $s[0]->p = 1; },
 function() { $s = "abc"; $s['q'] .= 'x'; },
 function() { $s = "abc"; $s['q']++; },
 function() { $s = "abc"; unset($s['q'][0]); },
 function() { $s = "abc"; $r = &$s['q']; },
];
$cases2 = [
 function() { $s = "abc"; echo $s[[]]; },
 function() { $s = "abc"; $s[0]++; },
 function() { $s = "abc"; $s[0] .= 'x'; },
 function() { $s = "abc"; unset($s[0][0]); },
 function() { $s = "abc"; unset($s[0]); },
 function() { $s = "abc"; $r = &$s[0]; },
 function() { $s = "abc"; $r = &$s[0][1]; },
 function() { $s = "abc"; $s[0][1] .= 'x'; },
 function() { $s = "abc"; $s[0]->p->q = 1; },
 function() { $s = "abc"; $s[0]->p[] = 1; },
 function() { $s = "abc"; foreach ($s[0] as &$v) {} },
 function() { $s = "abc"; $s[0]->p++; },
 function() { $o = new stdClass; $o->s = "abc"; $o->s[0][] = 1; },
 function() { $a = ["abc"]; $a[0][0][] = 1; },
 function() { $a = ["abc"]; $a[0]['x'][] = 1; },
];
foreach (array_merge($cases, $cases2) as $i => $c) { try { $c(); echo "$i ok\n"; } catch (Throwable $e) { echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n"; } }
--EXPECTF--
0 TypeError: Cannot access offset of type string on string
1 Error: Cannot use string offset as an array
2 Error: Cannot use string offset as an array
3 TypeError: Cannot access offset of type string on string
4 Error: Cannot use string offset as an array

Warning: Illegal string offset "1x" in %s on line 10
5 Error: Cannot use string offset as an array

Warning: String offset cast occurred in %s on line 11
6 Error: Cannot use string offset as an array

Warning: String offset cast occurred in %s on line 12
7 Error: Cannot use string offset as an array

Warning: String offset cast occurred in %s on line 13
8 Error: Cannot use string offset as an array
9 TypeError: Cannot access offset of type array on string
10 TypeError: Cannot access offset of type string on string
11 Error: Cannot use string offset as an object
12 TypeError: Cannot access offset of type string on string
13 TypeError: Cannot access offset of type string on string
14 TypeError: Cannot access offset of type string on string
15 TypeError: Cannot access offset of type string on string
16 TypeError: Cannot access offset of type array on string
17 Error: Cannot increment/decrement string offsets
18 Error: Cannot use assign-op operators with string offsets
19 Error: Cannot use string offset as an array
20 Error: Cannot unset string offsets
21 Error: Cannot create references to/from string offsets
22 Error: Cannot use string offset as an array
23 Error: Cannot use string offset as an array
24 Error: Cannot use string offset as an object
25 Error: Cannot use string offset as an object
26 Error: Cannot create references to/from string offsets
27 Error: Cannot use string offset as an object
28 Error: Cannot use string offset as an array
29 Error: Cannot use string offset as an array
30 TypeError: Cannot access offset of type string on string
