--TEST--
pcre: UTF-8 checked once per string; the empty pattern
--FILE--
<?php
// A subject found valid UTF-8 skips the check on later matches (php's IS_STR_VALID_UTF8);
// a change to the string forgets it; an offset inside a character still fails.
$s = str_repeat("héllo wörld ", 3);
var_dump(preg_match('/w.rld/u', $s, $m), $m);
var_dump(preg_match('/w.rld/u', $s, $m, 0, 14), $m, preg_last_error_msg());
var_dump(preg_match('/l/u', $s, $m, 0, 2), preg_last_error(), preg_last_error_msg());
$s .= "\xff";
var_dump(preg_match('/w.rld/u', $s), preg_last_error_msg());
var_dump(preg_match_all('/o/u', $s), preg_last_error_msg());
$t = "añb";
var_dump(preg_match_all('/./u', $t, $m), $m);
$t[1] = "\xc3";
var_dump(preg_match('/./u', $t), preg_last_error_msg());
$u = "ÿ€" . str_repeat("z", 3);
var_dump(preg_replace('/z/u', 'Z', $u), preg_replace('/z/u', 'Z', $u), preg_replace('/ÿ/u', 'y', $u));
var_dump(preg_split('/€/u', $u), preg_split('/€/u', $u . "\xfe"), preg_last_error_msg());
// The empty pattern: pieces of one character, with every flag.
var_dump(preg_split('//u', "aé€😀b"), preg_split('//', "abc", -1, PREG_SPLIT_NO_EMPTY));
var_dump(preg_split('//u', "aé€", -1, PREG_SPLIT_NO_EMPTY | PREG_SPLIT_OFFSET_CAPTURE), preg_split('//u', "aé€", 2));
var_dump(preg_split('//u', "", -1), preg_split('//u', "", -1, PREG_SPLIT_NO_EMPTY), preg_split('//x', "ab"));
var_dump(preg_match_all('//u', "aé€", $m, PREG_OFFSET_CAPTURE), $m, preg_replace('//u', '-', "aé€"), preg_replace('//', '-', "ab", 2));
var_dump(preg_split('//u', "a\xffb"), preg_last_error_msg());
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(6) "wörld"
}
int(1)
array(1) {
  [0]=>
  string(6) "wörld"
}
string(8) "No error"
bool(false)
int(5)
string(74) "The offset did not correspond to the beginning of a valid UTF-8 code point"
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
int(3)
array(1) {
  [0]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    string(2) "ñ"
    [2]=>
    string(1) "b"
  }
}
int(1)
string(8) "No error"
string(8) "ÿ€ZZZ"
string(8) "ÿ€ZZZ"
string(7) "y€zzz"
array(2) {
  [0]=>
  string(2) "ÿ"
  [1]=>
  string(3) "zzz"
}
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
array(7) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(2) "é"
  [3]=>
  string(3) "€"
  [4]=>
  string(4) "😀"
  [5]=>
  string(1) "b"
  [6]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(3) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(2) "é"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(3) "€"
    [1]=>
    int(3)
  }
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(6) "aé€"
}
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  string(0) ""
}
array(0) {
}
array(4) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(0) ""
}
int(4)
array(1) {
  [0]=>
  array(4) {
    [0]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(0)
    }
    [1]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(1)
    }
    [2]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(3)
    }
    [3]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      int(6)
    }
  }
}
string(10) "-a-é-€-"
string(4) "-a-b"
bool(false)
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
