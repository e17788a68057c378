--TEST--
substr_replace() with offsets and lengths at the int limits
--FILE--
<?php
$cases = [[PHP_INT_MAX, null], [0, PHP_INT_MAX], [PHP_INT_MIN, PHP_INT_MIN], [PHP_INT_MAX, PHP_INT_MAX], [-PHP_INT_MAX, PHP_INT_MIN], [PHP_INT_MIN, PHP_INT_MAX], [1, -PHP_INT_MAX], [2, PHP_INT_MAX - 1]];
foreach ($cases as [$o, $l]) {
  var_dump(substr_replace('abc', 'x', $o, $l));
  var_dump(substr_replace(['abc', 'defg'], ['x'], [$o], [$l]));
}
--EXPECT--
string(4) "abcx"
array(2) {
  [0]=>
  string(4) "abcx"
  [1]=>
  string(0) ""
}
string(1) "x"
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(0) ""
}
string(4) "xabc"
array(2) {
  [0]=>
  string(4) "xabc"
  [1]=>
  string(0) ""
}
string(4) "abcx"
array(2) {
  [0]=>
  string(4) "abcx"
  [1]=>
  string(0) ""
}
string(4) "xabc"
array(2) {
  [0]=>
  string(4) "xabc"
  [1]=>
  string(0) ""
}
string(1) "x"
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(0) ""
}
string(4) "axbc"
array(2) {
  [0]=>
  string(4) "axbc"
  [1]=>
  string(0) ""
}
string(3) "abx"
array(2) {
  [0]=>
  string(3) "abx"
  [1]=>
  string(0) ""
}
