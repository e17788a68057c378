--TEST--
mbstring length, substrings, search and invalid UTF-8
--FILE--
<?php
$s = "Grüße, 日本語テキスト! ÅÄÖ";
var_dump(mb_strlen($s), mb_substr($s, 2, 5), mb_substr($s, -3), mb_strpos($s, "テ"), mb_strrpos($s, "Ä"), mb_stripos($s, "åä"));
var_dump(mb_strstr($s, "日本", true), mb_strrchr($s, "ト"), mb_substr_count("ababab", "ab"), mb_str_split("añb日", 2));
var_dump(mb_strwidth($s), mb_strimwidth($s, 0, 12, "..."), mb_strcut($s, 0, 4));
var_dump(mb_ord("€"), mb_chr(0x1F600), mb_chr(0xD800), mb_scrub("a\xffb"));
var_dump(mb_strlen("\xc0\xf5\xe3\x81a"), mb_substr("\xe3\x81abc", 1, 2), mb_strtoupper("a\x80ß"));
try { mb_strpos("abc", "b", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_str_split("a", 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_strlen("a", "nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_internal_encoding(), mb_language(), mb_detect_order(), mb_substitute_character());
--EXPECT--
int(19)
string(7) "üße, "
string(6) "ÅÄÖ"
int(10)
int(17)
int(16)
string(9) "Grüße, "
string(11) "ト! ÅÄÖ"
int(3)
array(2) {
  [0]=>
  string(3) "añ"
  [1]=>
  string(4) "b日"
}
int(26)
string(15) "Grüße, 日..."
string(4) "Grü"
int(8364)
string(4) "😀"
bool(false)
string(3) "a?b"
int(3)
string(2) "bc"
string(4) "A?SS"
mb_strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
mb_str_split(): Argument #2 ($length) must be greater than 0
mb_strlen(): Argument #2 ($encoding) must be a valid encoding, "nope" given
string(5) "UTF-8"
string(7) "neutral"
array(2) {
  [0]=>
  string(5) "ASCII"
  [1]=>
  string(5) "UTF-8"
}
int(63)
