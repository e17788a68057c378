--TEST--
string-key reads: the array's own key, an equal literal, a key built at run time, absent keys, long probe runs
--FILE--
<?php
// String-key reads where the key is the array's own string, an equal
// literal, a string built at run time (hash not computed yet), or absent,
// in arrays large enough for long probe runs.
$a = [];
for ($i = 0; $i < 3000; $i++) $a["k" . $i] = $i;
$sum = 0;
for ($i = 0; $i < 3000; $i += 7) $sum += $a["k" . $i];      // run-time keys
echo $sum, " ", $a['k42'], " ", $a['k2999'], "\n";           // literals
foreach ($a as $k => $v) { if ($a[$k] !== $v) echo "bad $k\n"; } // the array's own keys
$miss = 0;
for ($i = 3000; $i < 3500; $i++) if (!isset($a["k$i"])) $miss++;
echo $miss, " ", isset($a['k']) ? 'y' : 'n', " ", array_key_exists('k7', $a) ? 'y' : 'n', "\n";
$b = ['' => 'empty', "a\0b" => 'nul', 'é' => 'utf8', '10' => 'int', '010' => 'str'];
foreach (['', "a\0b", 'é', '10', '010', 'a'] as $k) echo json_encode($b[$k] ?? null), " ";
echo "\n";
unset($a['k5'], $a['k6']);
$a['k5'] = 'back';
echo $a['k5'], " ", count($a), " ", $a['k' . (2 + 2)], "\n";
--EXPECT--
642642 42 2999
500 n y
"empty" "nul" "utf8" "int" "str" null 
back 2999 4
