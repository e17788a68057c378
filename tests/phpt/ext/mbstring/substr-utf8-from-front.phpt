--TEST--
mb_substr on UTF-8 from the front without the whole string's length, and from the back: lengths past the end, zero, negative, truncated characters
--FILE--
<?php
// mb_substr on UTF-8 counted from the front (no walk over the whole
// string) and from the back, with lengths past the end, zero, negative,
// and strings ending inside a multibyte character.
$strings = ["", "a", "héllo wörld", str_repeat("abc", 10) . "€uro" . str_repeat("x", 9), "日本語テキスト", "ab\xE2\x82", "\xF0\x9F\x98\x80 smile \xF0\x9F\x98\x80", "\xff\xfe bad"];
$starts = [0, 1, 3, 7, 8, 9, 30, 33, 100, -1, -3, -100, PHP_INT_MAX];
$lengths = [null, 0, 1, 2, 5, 100, -1, -4, -100, PHP_INT_MAX];
$out = [];
foreach ($strings as $s)
  foreach ($starts as $st)
    foreach ($lengths as $len)
      $out[] = bin2hex(mb_substr($s, $st, $len, 'UTF-8')) . '|' . bin2hex(mb_substr($s, $st, $len));
echo count($out), " ", md5(implode("\n", $out)), "\n";
echo mb_substr("héllo wörld", 1, 4), "|", mb_substr("héllo wörld", 6), "|", mb_substr("日本語テキスト", 2, 3), "|", mb_substr("日本語", 5), "|\n";
for ($i = 0; $i < 6; $i++) echo mb_substr("añb€c😀", $i, 1), ",";
echo "\n";
--EXPECT--
1040 704793f04b8c0c99ee2f7813dc881a49
éllo|wörld|語テキ||
a,ñ,b,€,c,😀,
