--TEST--
preg_split on empty matches like php (perl /g), NO_EMPTY, limits; preg_filter
--FILE--
<?php
var_dump(json_encode(preg_split('//', 'abc')));
var_dump(json_encode(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY)));
var_dump(json_encode(preg_split('/x*/', 'axbc', 2)));
var_dump(json_encode(preg_split('/(,)/', 'a,b,,c', -1, PREG_SPLIT_DELIM_CAPTURE|PREG_SPLIT_NO_EMPTY)));
var_dump(json_encode(preg_split('/\d*/u', 'é1ü')));
var_dump(json_encode(preg_split('/ /', 'a b c', 2, PREG_SPLIT_OFFSET_CAPTURE)));
var_dump(json_encode(preg_split('/b/', '', -1)));
var_dump(json_encode(preg_split('/b/', '', -1, PREG_SPLIT_NO_EMPTY)));
var_dump(preg_filter('/\d/', 'N', ['a1', 'b', 'c2']), preg_filter('/\d/', 'N', 'x'), preg_filter(['/a/', '/b/'], 'X', ['a', 'c', 'b']));
--EXPECT--
string(19) "["","a","b","c",""]"
string(13) "["a","b","c"]"
string(11) "["","axbc"]"
string(25) "["a",",","b",",",",","c"]"
string(28) "["","\u00e9","","\u00fc",""]"
string(19) "[["a",0],["b c",2]]"
string(4) "[""]"
string(2) "[]"
array(2) {
  [0]=>
  string(2) "aN"
  [2]=>
  string(2) "cN"
}
NULL
array(2) {
  [0]=>
  string(1) "X"
  [2]=>
  string(1) "X"
}
