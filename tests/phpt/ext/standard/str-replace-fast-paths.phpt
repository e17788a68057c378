--TEST--
str_replace/str_ireplace: unchanged subjects, chained array searches, counts, conversions
--FILE--
<?php
// str_replace / str_ireplace fast paths: unchanged subjects, chains, counts, conversions
$s = "hello world";
var_dump(str_replace("xyz", "abc", $s, $c), $c);
var_dump(str_replace("", "abc", $s, $c), $c);
var_dump(str_replace("o", "0", $s, $c), $c);
var_dump(str_replace("hello world!", "x", $s, $c), $c);
var_dump(str_replace(["o", "0", "w"], ["0", "1"], $s, $c), $c);
var_dump(str_replace(["a", "b"], "z", "aabbcc", $c), $c);
var_dump(str_replace(["q", "r"], "z", "aabbcc", $c), $c);
var_dump(str_replace(["a", "z", "b"], ["b", "y", "a"], "ab", $c), $c);
var_dump(str_replace(1, 2, 12131, $c), $c);
var_dump(str_replace("1", "x", 1.5), str_replace(".", ",", 1.5));
var_dump(str_replace([1, 2.5, true], ["one", "two", "T"], "1 2.5 1 true", $c), $c);
var_dump(str_replace("a", "b", ["k" => "aa", 5 => "xyz", 7 => 123, 8 => null, 9 => 1.0]));
var_dump(str_ireplace("WORLD", "there", $s, $c), $c);
var_dump(str_ireplace(["H", "O"], ["j", "0"], "Hello HOHO", $c), $c);
var_dump(str_ireplace("zz", "y", "ABC", $c), $c);
var_dump(str_replace("aa", "a", "aaaaa"));
var_dump(str_replace("a", "aa", "aaa"));
var_dump(str_replace(["a", "aa"], ["aa", "b"], "aaa"));
var_dump(str_replace("x", "y", ""));
$arr = ["p" => "one two", "q" => "two"];
var_dump(str_replace("two", "2", $arr, $c), $c, $arr);
var_dump(str_replace(["e"], [], "eee"));
var_dump(str_replace("é", "e", "café crème"));
$orig = str_repeat("ab", 3);
$new = str_replace("c", "d", $orig);
$new .= "!";
var_dump($orig, $new);
--EXPECT--
string(11) "hello world"
int(0)
string(11) "hello world"
int(0)
string(11) "hell0 w0rld"
int(2)
string(11) "hello world"
int(0)
string(10) "hell1 1rld"
int(5)
string(6) "zzzzcc"
int(4)
string(6) "aabbcc"
int(0)
string(2) "aa"
int(3)
string(5) "22232"
int(3)
string(3) "x.5"
string(3) "1,5"
string(16) "one two one true"
int(3)
array(5) {
  ["k"]=>
  string(2) "bb"
  [5]=>
  string(3) "xyz"
  [7]=>
  string(3) "123"
  [8]=>
  string(0) ""
  [9]=>
  string(1) "1"
}
string(11) "hello there"
int(1)
string(10) "jell0 j0j0"
int(6)
string(3) "ABC"
int(0)
string(3) "aaa"
string(6) "aaaaaa"
string(3) "bbb"
string(0) ""
array(2) {
  ["p"]=>
  string(5) "one 2"
  ["q"]=>
  string(1) "2"
}
int(2)
array(2) {
  ["p"]=>
  string(7) "one two"
  ["q"]=>
  string(3) "two"
}
string(0) ""
string(11) "cafe crème"
string(6) "ababab"
string(7) "ababab!"
