--TEST--
/u patterns: subjects checked for UTF-8 before the match (valid of every length, each malformed kind, offsets inside a character)
--FILE--
<?php
// /u patterns over subjects checked for UTF-8 before the match: valid text of
// every sequence length, ASCII runs around eight-byte words, and each kind of
// malformed input (the error php reports), with offsets inside a character.
$subjects = [
  'ascii' => str_repeat('abcdefg ', 5) . 'end',
  'two' => str_repeat('x', 7) . "caf\xc3\xa9 \xc3\xa9t\xc3\xa9",
  'three' => "\xe2\x82\xac 12 \xe0\xa4\x85\xe0\xa4\x86 \xef\xbf\xbd",
  'four' => "\xf0\x9f\x98\x80 smile \xf4\x8f\xbf\xbf",
  'overlong2' => "abc\xc0\xafdef",
  'overlong3' => "abcdefgh\xe0\x80\xafz",
  'overlong4' => "\xf0\x80\x80\xaf",
  'surrogate' => "12345678\xed\xa0\x80",
  'past10ffff' => "\xf4\x90\x80\x80",
  'f5' => "a\xf5\x80\x80\x80",
  'truncated' => "abcdefgh\xe2\x82",
  'lonecont' => "abc\x80",
  'latin1' => "caf\xe9",
];
foreach ($subjects as $name => $s) {
  $r1 = preg_match('/(\w+)$/u', $s, $m);
  $e1 = preg_last_error();
  $r2 = preg_match_all('/./u', $s);
  $e2 = preg_last_error();
  $r3 = preg_replace('/\s+/u', '_', $s);
  $e3 = preg_last_error();
  $r4 = preg_split('//u', $s, -1, PREG_SPLIT_NO_EMPTY);
  $e4 = preg_last_error();
  $r5 = preg_match('/./u', $s, $m5, 0, 1);
  $e5 = preg_last_error();
  echo $name, ': ', json_encode([$r1, $e1, $m[1] ?? null, $r2, $e2, $r3 === null ? null : bin2hex($r3), $e3,
                                 $r4 === false ? false : count($r4), $e4, $r5, $e5]), "\n";
}
// The same string again after it was found valid, from an offset in a character.
$s = "\xc3\xa9\xc3\xa9abc";
var_dump(preg_match('/a/u', $s), preg_match('/a/u', $s, $m, 0, 1), preg_last_error(), preg_match('/b/u', $s, $m, 0, 4));
// Invalid bytes before the offset, past any lookbehind: php checks only from there.
$bad = "\xff\xff\xffabc";
var_dump(preg_match('/b/u', $bad, $m, 0, 3), preg_last_error(), preg_match('/b/u', $bad), preg_last_error());
--EXPECT--
ascii: [1,0,"end",43,0,"616263646566675f616263646566675f616263646566675f616263646566675f616263646566675f656e64",0,43,0,1,0]
two: [1,0,"\u00e9t\u00e9",15,0,"78787878787878636166c3a95fc3a974c3a9",0,15,0,1,0]
three: [0,0,null,9,0,"e282ac5f31325fe0a485e0a4865fefbfbd",0,9,0,false,5]
four: [0,0,null,9,0,"f09f98805f736d696c655ff48fbfbf",0,9,0,false,5]
overlong2: [false,4,null,false,4,null,4,false,4,false,4]
overlong3: [false,4,null,false,4,null,4,false,4,false,4]
overlong4: [false,4,null,false,4,null,4,false,4,false,5]
surrogate: [false,4,null,false,4,null,4,false,4,false,4]
past10ffff: [false,4,null,false,4,null,4,false,4,false,5]
f5: [false,4,null,false,4,null,4,false,4,false,4]
truncated: [false,4,null,false,4,null,4,false,4,false,4]
lonecont: [false,4,null,false,4,null,4,false,4,false,4]
latin1: [false,4,null,false,4,null,4,false,4,false,4]
int(1)
bool(false)
int(5)
int(1)
int(1)
int(0)
bool(false)
int(4)
