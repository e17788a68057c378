--TEST--
preg_* trim trailing unmatched groups unless PREG_UNMATCHED_AS_NULL; preg_replace_callback_array
--FILE--
<?php
var_dump(preg_replace_callback('/(a)(b)?(c)?/', function ($m) { return count($m) . json_encode($m); }, 'a ab abc ac'));
preg_match('/(a)(b)?(c)?/', 'a', $m); var_dump($m);
preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_OFFSET_CAPTURE); var_dump($m);
preg_match('/(a)(b)?(c)?/', 'a', $m, PREG_UNMATCHED_AS_NULL); var_dump($m);
preg_match('/(a)(?<n>b)?(c)?/', 'a', $m); var_dump($m);
preg_match_all('/(a)(b)?(c)?/', 'a ab', $m, PREG_SET_ORDER); var_dump($m);
preg_match_all('/(a)(b)?(c)?/', 'a ab', $m); var_dump($m);
var_dump(preg_replace_callback_array(['/(a)(b)?/' => function ($m) { return count($m); }], 'a ab'));
var_dump(preg_replace_callback('/(a)(b)?/', function ($m) { return count($m); }, 'a ab', -1, $c, PREG_UNMATCHED_AS_NULL));
var_dump(preg_split('/(,)(x)?/', 'a,b', -1, PREG_SPLIT_DELIM_CAPTURE));
--EXPECT--
string(66) "2["a","a"] 3["ab","a","b"] 4["abc","a","b","c"] 4["ac","a","","c"]"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
array(2) {
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
    string(1) "a"
    [1]=>
    int(0)
  }
}
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
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
  [1]=>
  array(3) {
    [0]=>
    string(2) "ab"
    [1]=>
    string(1) "a"
    [2]=>
    string(1) "b"
  }
}
array(4) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(2) "ab"
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "a"
  }
  [2]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(1) "b"
  }
  [3]=>
  array(2) {
    [0]=>
    string(0) ""
    [1]=>
    string(0) ""
  }
}
string(3) "2 3"
string(3) "3 3"
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) ","
  [2]=>
  string(1) "b"
}
