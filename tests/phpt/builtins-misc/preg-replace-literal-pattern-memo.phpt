--TEST--
preg_replace: literal patterns found by address across the cache's evictions; a callback that fills the cache keeps its pattern
--FILE--
<?php
// preg_replace with literal and built patterns, across the pattern cache's
// evictions (4096 entries), and preg_replace_callback whose callback fills
// the cache while its own pattern is in use.
function lit($s) { return preg_replace('/(\w+)-(\d+)/', '$2:$1', $s); }
function litU($s) { return preg_replace('/(?<w>\w+)\s(\d+)/u', '[${2}|$1]', $s); }
var_dump(lit('abc-12 def-34'), litU('é 7, ü 8'), lit('none here'));
for ($i = 0; $i < 5000; $i++) {
  if (preg_replace('/^x' . $i . '$/', 'y', 'x' . $i) !== 'y') echo "miss $i\n";
}
var_dump(lit('ghi-56'), litU('ß 9'));
$n = 0;
$out = preg_replace_callback('/(\d+)/', function ($m) use (&$n) {
  for ($j = 0; $j < 2100; $j++) preg_match('/^c' . $n . '_' . $j . '$/', 'c');
  $n++;
  return '<' . ($m[1] * 2) . '>';
}, 'a1 b22 c333 d4444');
var_dump($out, $n);
$p = '/(a)(b)?/';
var_dump(preg_replace($p, '[$1$2]', 'ab a xab'), preg_replace([$p, '/x/'], ['-', 'X'], 'ab a xab'));
var_dump(preg_replace('/(unclosed/', '', 'x'), preg_last_error());
var_dump(preg_replace(['/a/', '/b/'], 'z', ['k1' => 'abc', 'k2' => 'bbb']));
echo "done\n";
--EXPECTF--
string(13) "12:abc 34:def"
string(14) "[7|é], [8|ü]"
string(9) "none here"
string(6) "56:ghi"
string(6) "[9|ß]"
string(25) "a<2> b<44> c<666> d<8888>"
int(4)
string(14) "[ab] [a] x[ab]"
string(6) "- - X-"

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 9 in %s on line 21
NULL
int(1)
array(2) {
  ["k1"]=>
  string(3) "zzc"
  ["k2"]=>
  string(3) "zzz"
}
done
