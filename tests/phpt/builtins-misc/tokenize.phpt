--TEST--
builtins-misc: tokenize
--FILE--
<?php
$tok = strtok("a b\tc  d", " \t");
while ($tok !== false) { var_dump($tok); $tok = strtok(" \t"); }
var_dump(strtok("", "x"), strtok("x"));
var_dump(strtok("/path//to/", "/"), strtok("/"), strtok("/"), strtok("/"));
var_dump(str_getcsv('a,"b ""c""",,d e'));
var_dump(str_getcsv("x;'y;z';", ";", "'"));
var_dump(str_getcsv('a,"b\"c",d', ",", '"', "\\"));
var_dump(str_getcsv(''));
parse_str("a=1&b[]=2&b[]=3&c[x][y]=4&d.e=5&f+g=6&h=%41", $out);
var_dump($out);
parse_str("a[=1&b]=2&c[d=3", $out2);
var_dump($out2);
--EXPECT--
string(1) "a"
string(1) "b"
string(1) "c"
string(1) "d"
bool(false)
bool(false)
string(4) "path"
string(2) "to"
bool(false)
bool(false)
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(5) "b "c""
  [2]=>
  string(0) ""
  [3]=>
  string(3) "d e"
}
array(3) {
  [0]=>
  string(1) "x"
  [1]=>
  string(3) "y;z"
  [2]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) "b\"c"
  [2]=>
  string(1) "d"
}
array(1) {
  [0]=>
  NULL
}
array(6) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  array(2) {
    [0]=>
    string(1) "2"
    [1]=>
    string(1) "3"
  }
  ["c"]=>
  array(1) {
    ["x"]=>
    array(1) {
      ["y"]=>
      string(1) "4"
    }
  }
  ["d_e"]=>
  string(1) "5"
  ["f_g"]=>
  string(1) "6"
  ["h"]=>
  string(1) "A"
}
array(3) {
  ["a_"]=>
  string(1) "1"
  ["b]"]=>
  string(1) "2"
  ["c_d"]=>
  string(1) "3"
}
