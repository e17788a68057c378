--TEST--
hash array reads and literal writes by string and int keys at many sizes
--FILE--
<?php
// Hash array reads and literal writes by string and int keys, at many sizes:
// interned keys and equal strings built at run time, present and missing
// keys, long probe runs (many keys), literals repeating a key.
$sum = 0; $miss = 0;
foreach ([1, 3, 8, 9, 100, 1000, 5000] as $n) {
    $s = []; $i = ['x' => 0];
    for ($k = 0; $k < $n; $k++) { $s["key$k"] = $k; $i[$k * 7919 - 3000] = $k; }
    for ($k = 0; $k < 2 * $n; $k++) {
        $name = 'key' . $k;                      // a new string each time
        if (isset($s[$name])) $sum += $s[$name]; else $miss++;
        $ik = $k * 7919 - 3000;
        if (isset($i[$ik])) $sum += $i[$ik]; else $miss++;
        $sum += $s[$name] ?? -1;
        $sum += $i[$ik + 1] ?? -2;
    }
    echo "$n: sum=$sum miss=$miss count=", count($s), "/", count($i), "\n";
}
$lit = fn($a, $b) => ['name' => $a, 'text' => $b, 'name2' => $a . $b, 'text' => 'again', 7 => $b, '7' => 'seven', 'h' => ['x' => $a]];
var_dump($lit('A', 'B'));
$big = [];
for ($k = 0; $k < 300; $k++) $big[] = ['element' => ['name' => "n$k", 'handler' => 'line', 'text' => $k], 'k' => $k];
$t = 0;
foreach ($big as $b) { $t += $b['element']['text'] + $b['k']; $u = $b['element']['missing'] ?? 0; $t += $u; }
echo $t, "\n";
$o = ['a' => 1, 'b' => 2];
unset($o['a']);
var_dump($o['b'], $o['a'] ?? 'gone', array_key_exists('a', $o));
echo @$o['nope'] ?? 'null', "\n";
--EXPECT--
1: sum=-5 miss=2 count=1/2
3: sum=-11 miss=8 count=3/4
8: sum=33 miss=24 count=8/9
9: sum=96 miss=42 count=9/10
100: sum=14446 miss=242 count=100/101
1000: sum=1507946 miss=2242 count=1000/1001
5000: sum=38975446 miss=12242 count=5000/5001
array(5) {
  ["name"]=>
  string(1) "A"
  ["text"]=>
  string(5) "again"
  ["name2"]=>
  string(2) "AB"
  [7]=>
  string(5) "seven"
  ["h"]=>
  array(1) {
    ["x"]=>
    string(1) "A"
  }
}
89700
int(2)
string(4) "gone"
bool(false)
null
