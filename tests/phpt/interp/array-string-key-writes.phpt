--TEST--
string-key writes: room and growth, existing keys, copy-on-write, re-insert after unset, inserts during a by-ref foreach
--FILE--
<?php
// String-key writes: new keys into arrays with room and at capacity, keys
// already there (equal strings built at run time), copy-on-write, keys put
// back after unset, and inserts while a by-reference foreach walks the array.
$a = ['x' => 1];
for ($i = 0; $i < 40; $i++) $a["k$i"] = $i;          // growth on the way
$a['x'] = 'again'; $a['k' . 3] = 'three';              // existing keys
$b = $a; $b['new'] = 1; $b['x'] = 'b';                 // a shared array separates
echo count($a), " ", count($b), " ", $a['x'], " ", $b['x'], " ", $a['k3'], " ", isset($a['new']) ? 'y' : 'n', "\n";
unset($a['k5'], $a['k6']);
$a['k6'] = 'six'; $a['k5'] = 'five';
echo implode(",", array_slice(array_keys($a), -4)), "\n";
$r = ['a' => 1, 'b' => 2];
foreach ($r as $k => &$v) { if ($k === 'a') { $r['c'] = 3; $r['d'] = 4; } $v *= 10; }
unset($v);
echo json_encode($r), "\n";
$lit = ['one' => 1, 'two' => 2, 'three' => 3, 'one' => 'dup'];
echo json_encode($lit), "\n";
$m = [];
foreach (['p', 'q', 'p', 'r', 'q'] as $i => $k) $m[$k][] = $i;
echo json_encode($m), "\n";
$s = [1, 2, 3]; $s['str'] = 'escalated'; $s[] = 4;
echo json_encode($s), "\n";
--EXPECT--
41 42 again b three n
k38,k39,k6,k5
{"a":10,"b":20,"c":30,"d":40}
{"one":"dup","two":2,"three":3}
{"p":[0,2],"q":[1,4],"r":[3]}
{"0":1,"1":2,"2":3,"str":"escalated","3":4}
