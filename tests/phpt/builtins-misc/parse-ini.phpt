--TEST--
builtins-misc: parse-ini
--FILE--
<?php
$ini = <<<'INI'
; comment
[first]
a = 1
b = "two words"
c = yes
d = off
e = null
f = 2.5
arr[] = x
arr[] = y
map[k] = v
const = PHP_VERSION_ID_X
expr = 1 | 4
str = 'single ${x}'
raw = "a\\"b"
[second]
path = /usr/bin
INI;
var_dump(parse_ini_string($ini, true));
var_dump(parse_ini_string($ini, false, INI_SCANNER_RAW));
var_dump(parse_ini_string($ini, true, INI_SCANNER_TYPED));
var_dump(@parse_ini_string("a = [", false));
var_dump(parse_ini_string("x = ~E_ALL & E_NOTICE\ny = \${HOME_NOT_SET}\nz=E_ALL"));
$f = tempnam(sys_get_temp_dir(), "ini");
file_put_contents($f, "[s]\nk=v\n");
var_dump(parse_ini_file($f, true));
unlink($f);
--EXPECTF--
Warning: syntax error, unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '"' in Unknown on line 17
 in %s on line 21
bool(false)
array(13) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  string(9) "two words"
  ["c"]=>
  string(3) "yes"
  ["d"]=>
  string(3) "off"
  ["e"]=>
  string(4) "null"
  ["f"]=>
  string(3) "2.5"
  ["arr"]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
  }
  ["map"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
  ["const"]=>
  string(16) "PHP_VERSION_ID_X"
  ["expr"]=>
  string(5) "1 | 4"
  ["str"]=>
  string(13) "'single ${x}'"
  ["raw"]=>
  string(5) "a\\"b"
  ["path"]=>
  string(8) "/usr/bin"
}

Warning: syntax error, unexpected end of file, expecting TC_DOLLAR_CURLY or TC_QUOTED_STRING or '"' in Unknown on line 17
 in %s on line 23
bool(false)
array(1) {
  ["a"]=>
  string(1) "["
}
array(3) {
  ["x"]=>
  string(1) "0"
  ["y"]=>
  string(0) ""
  ["z"]=>
  string(5) "32767"
}
array(1) {
  ["s"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
}
