--TEST--
mb_ereg family
--FILE--
<?php
var_dump(mb_ereg("(\w+)@(\w+)", "mail: jöhn@exämple now", $m), $m);
var_dump(mb_eregi("ÄB", "xäby"), mb_ereg("^b", "a\nb"), mb_ereg("a.b", "a\nb"));
var_dump(mb_ereg_replace("(\d+)", "[\\1]", "a1b22c333"), mb_eregi_replace("é", "E", "éÉé"));
var_dump(mb_ereg_replace_callback("[aeiou]", fn($m) => strtoupper($m[0]), "banana"));
var_dump(mb_split("\s*,\s*", "a , b,c"), mb_ereg_match("a", "bab"), mb_ereg_match("b", "bab"));
var_dump(mb_ereg("(?<y>\d{4})-(?<m>\d\d)", "on 2024-05", $m2), $m2);
mb_ereg_search_init("日本 abc 中国 def");
while ($r = mb_ereg_search_regs("[a-z]+")) var_dump($r[0], mb_ereg_search_getpos());
var_dump(mb_regex_set_options(), mb_regex_encoding());
--EXPECT--
bool(true)
array(3) {
  [0]=>
  string(14) "jöhn@exämple"
  [1]=>
  string(5) "jöhn"
  [2]=>
  string(8) "exämple"
}
bool(true)
bool(false)
bool(true)
string(15) "a[1]b[22]c[333]"
string(3) "EEE"
string(6) "bAnAnA"
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
bool(false)
bool(true)
bool(true)
array(5) {
  [0]=>
  string(7) "2024-05"
  [1]=>
  string(4) "2024"
  [2]=>
  string(2) "05"
  ["m"]=>
  string(2) "05"
  ["y"]=>
  string(4) "2024"
}
string(3) "abc"
int(10)
string(3) "def"
int(21)
string(2) "pr"
string(5) "UTF-8"
