--TEST--
preg match arrays without named groups: trailing unmatched groups, flags, later writes
--FILE--
<?php
// preg match arrays without named groups (built packed): trailing unmatched groups, flags, later writes
var_dump(preg_match('/(a)(b)?(c)?/', 'xa', $m), $m);
$m[] = 'appended'; $m['k'] = 'v'; var_dump($m);
var_dump(preg_match('/(a)(b)?(c)?/', 'xa', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match('/(a)(x)?(c)/', 'zac', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match('/(?<first>a)(b)?/', 'a', $m), $m);
var_dump(preg_match('/(*MARK:here)a(b)?/', 'a', $m), $m);
var_dump(preg_match_all('/(\d)(x)?/', '1x2 3', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/(\d)(x)?/', '1x2 3', $m, PREG_PATTERN_ORDER), $m);
var_dump(preg_replace_callback('/(\w)(\d)?/', function ($g) { return json_encode($g) . count($g); }, 'a1 b'));
preg_match('/(\w+) (\w+)/', 'hello world', $m);
var_dump(array_keys($m), json_encode($m), array_pop($m), $m);
var_dump(preg_match('/nomatch/', 'abc', $m), $m);
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  [2]=>
  string(8) "appended"
  ["k"]=>
  string(1) "v"
}
int(1)
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  NULL
}
int(1)
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(2) "ac"
    [1]=>
    int(1)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(1)
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    int(-1)
  }
  [3]=>
  array(2) {
    [0]=>
    string(1) "c"
    [1]=>
    int(2)
  }
}
int(1)
array(3) {
  [0]=>
  string(1) "a"
  ["first"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
int(1)
array(2) {
  [0]=>
  string(1) "a"
  ["MARK"]=>
  string(4) "here"
}
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    string(2) "1x"
    [1]=>
    string(1) "1"
    [2]=>
    string(1) "x"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "2"
    [1]=>
    string(1) "2"
  }
  [2]=>
  array(2) {
    [0]=>
    string(1) "3"
    [1]=>
    string(1) "3"
  }
}
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    string(2) "1x"
    [1]=>
    string(1) "2"
    [2]=>
    string(1) "3"
  }
  [1]=>
  array(3) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "2"
    [2]=>
    string(1) "3"
  }
  [2]=>
  array(3) {
    [0]=>
    string(1) "x"
    [1]=>
    string(0) ""
    [2]=>
    string(0) ""
  }
}
string(26) "["a1","a","1"]3 ["b","b"]2"
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
string(31) "["hello world","hello","world"]"
string(5) "world"
array(2) {
  [0]=>
  string(11) "hello world"
  [1]=>
  string(5) "hello"
}
int(0)
array(0) {
}
