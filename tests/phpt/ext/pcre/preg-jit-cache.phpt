--TEST--
preg: shared match data with nested matches, limits, utf-8, pattern cache
--FILE--
<?php
// preg with the thread's match data reused: callbacks that match again, nested.
$s = "a1 b22 c333 d4444";
echo preg_replace_callback('/([a-z])(\d+)/', function ($m) {
    preg_match('/(\d)(\d)?(\d)?(\d)?/', $m[2], $inner);
    $x = preg_replace_callback('/\d/', fn($d) => $d[0] + 1, $m[2]);
    return strtoupper($m[1]) . count($inner) . ':' . $x;
}, $s), "\n";
// Many groups (more than the 32 pairs of the shared match data).
$re = '/' . str_repeat('(a)', 40) . '/';
var_dump(preg_match($re, str_repeat('a', 40), $m), count($m), $m[40]);
// Unchanged subjects come back as they were; utf-8 subjects checked once.
var_dump(preg_replace('/x/', 'y', 'abc'), preg_replace('/é/u', 'e', str_repeat('héhé ', 3)));
var_dump(preg_match_all('/./u', str_repeat('日本', 50)), preg_split('//u', 'añb', -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_match('/./u', "\xff"), preg_last_error_msg());
// The limits of pcre.backtrack_limit, set at run time.
ini_set('pcre.backtrack_limit', '10');
var_dump(preg_match('/(a+)+b/', str_repeat('a', 20) . 'c'), preg_last_error(), preg_last_error_msg());
ini_set('pcre.backtrack_limit', '1000000');
var_dump(preg_match('/(a+)+b/', 'aaab'), preg_last_error());
// Named groups, offsets, callback arrays.
preg_match_all('/(?<w>\w)(?<d>\d)?/', 'a1b', $mm, PREG_SET_ORDER | PREG_OFFSET_CAPTURE);
var_dump($mm[1]['w'], $mm[1]['d'] ?? null);
echo preg_replace_callback_array(['/a/' => fn($m) => 'A', '/b/' => fn($m) => 'B'], 'aabbcc', -1, $count), " $count\n";
var_dump(preg_grep('/^\d+$/', ['1', 'x', 22, 3.5]));
var_dump(preg_replace(['/a/', '/b/'], ['b', 'c'], ['ab', 'zz']));
// Many different patterns (past any cache size) still work.
$n = 0; for ($i = 0; $i < 5000; $i++) $n += preg_match('/x' . $i . '$/', "ax$i"); var_dump($n);
--EXPECT--
A2:2 B3:33 C4:444 D5:5555
int(1)
int(41)
string(1) "a"
string(3) "abc"
string(15) "hehe hehe hehe "
int(100)
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(2) "ñ"
  [2]=>
  string(1) "b"
}
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
int(0)
int(0)
string(8) "No error"
int(1)
int(0)
array(2) {
  [0]=>
  string(1) "b"
  [1]=>
  int(2)
}
NULL
AABBcc 4
array(2) {
  [0]=>
  string(1) "1"
  [2]=>
  int(22)
}
array(2) {
  [0]=>
  string(2) "cc"
  [1]=>
  string(2) "zz"
}
int(5000)
