--TEST--
preg pattern cache: patterns built at run time at reused addresses
--FILE--
<?php
// The pattern cache keyed by where a pattern's bytes live: patterns built at
// run time (same length, often the same address) must never be confused.
$out = [];
for ($i = 0; $i < 40; $i++) {
    $p = '/^' . chr(97 + $i % 26) . '(\d)$/';
    $out[] = preg_match($p, chr(97 + $i % 26) . ($i % 10), $m) . ($m[1] ?? '-') . preg_match($p, 'z9');
}
echo implode(',', $out), "\n";
foreach (['/x/i', '/X/', '/x/', '/X/i'] as $p) var_dump(preg_match($p, 'x'));
$a = str_repeat('q', 3);
for ($i = 0; $i < 5; $i++) {
    $p = "/$a$i/";
    var_dump(preg_replace($p, '!', "qqq$i qqq" . ($i + 1)));
}
var_dump(preg_split('/(,)/', 'a,b', -1, PREG_SPLIT_DELIM_CAPTURE));
--EXPECT--
100,110,120,130,140,150,160,170,180,190,100,110,120,130,140,150,160,170,180,190,100,110,120,130,140,151,160,170,180,190,100,110,120,130,140,150,160,170,180,190
int(1)
int(0)
int(1)
int(1)
string(6) "! qqq1"
string(6) "! qqq2"
string(6) "! qqq3"
string(6) "! qqq4"
string(6) "! qqq5"
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) ","
  [2]=>
  string(1) "b"
}
