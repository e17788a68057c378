--TEST--
sscanf and fscanf (scanf.c semantics and errors)
--FILE--
<?php
var_dump(sscanf("age: 25 name: Bob", "age: %d name: %s"));
var_dump(sscanf("12 apples", "%d %s", $n, $what), $n, $what);
var_dump(sscanf("", "%d"), sscanf("", "%d", $z), $z);
var_dump(sscanf("abc", "%d", $q), $q);
var_dump(sscanf(" a", "%c"), sscanf("a b", "%c%c%c"), sscanf("abcdef", "%3c%s"));
var_dump(sscanf("-0x10 0x1f 017 -5 99999999999999999999", "%i %x %i %u %d"));
var_dump(sscanf("0x1A 017 42 -7", "%i %i %i %u"));
var_dump(sscanf("99999999999999999999 -99999999999999999999", "%d %d"));
var_dump(sscanf("12abc", "%2d%s"), sscanf("1.5e3x 2e+ .5", "%f%s %e %f"), sscanf("-.5e-2 +3.", "%f %g"));
var_dump(sscanf("hello world", "%[a-z] %n%s"), sscanf("]]a-b", "%[]a-]"), sscanf("abc123", "%[^0-9]%d"));
var_dump(sscanf("x", "%2\$s %1\$s"), sscanf("a b", "%2\$s %1\$s"), sscanf("12 34 56", "%d %*d %d"));
var_dump(sscanf("-", "%d"), sscanf("100%", "%d%%"), sscanf("ab\0cd", "%s"), sscanf("5 6", "%ld %hd"));
var_dump(sscanf("1 2", "%d %d", $p, $r), $p, $r);
foreach (["%y", "%1\$s %s", "%s %1\$s", "%[a", "%0\$d", "%1\$s %1\$s", "%300\$s"] as $fmt) {
    try { var_dump(sscanf("a b", $fmt)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { sscanf("1", "%d %d", $one); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sscanf("1", "%d", $one, $two); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sscanf("1 2", "%3\$d", $one, $two); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$f = fopen("php://memory", "w+");
fwrite($f, "10 20\nname Ann\n");
rewind($f);
var_dump(fscanf($f, "%d %d"), fscanf($f, "%s %s", $k, $v), $k, $v, fscanf($f, "%s"));
--EXPECT--
array(2) {
  [0]=>
  int(25)
  [1]=>
  string(3) "Bob"
}
int(2)
int(12)
string(6) "apples"
NULL
int(-1)
NULL
int(0)
NULL
array(1) {
  [0]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(0) ""
  [2]=>
  string(0) ""
}
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(3) "def"
}
array(5) {
  [0]=>
  int(0)
  [1]=>
  NULL
  [2]=>
  NULL
  [3]=>
  NULL
  [4]=>
  NULL
}
array(4) {
  [0]=>
  int(26)
  [1]=>
  int(15)
  [2]=>
  int(42)
  [3]=>
  string(20) "18446744073709551609"
}
array(2) {
  [0]=>
  int(9223372036854775807)
  [1]=>
  int(-9223372036854775808)
}
array(2) {
  [0]=>
  int(12)
  [1]=>
  string(3) "abc"
}
array(4) {
  [0]=>
  float(1500)
  [1]=>
  string(1) "x"
  [2]=>
  float(2)
  [3]=>
  NULL
}
array(2) {
  [0]=>
  float(-0.005)
  [1]=>
  float(3)
}
array(3) {
  [0]=>
  string(5) "hello"
  [1]=>
  int(6)
  [2]=>
  string(5) "world"
}
array(1) {
  [0]=>
  string(4) "]]a-"
}
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  int(123)
}
array(2) {
  [0]=>
  NULL
  [1]=>
  string(1) "x"
}
array(2) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "a"
}
array(2) {
  [0]=>
  int(12)
  [1]=>
  int(56)
}
NULL
array(1) {
  [0]=>
  int(100)
}
array(1) {
  [0]=>
  string(2) "ab"
}
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
int(2)
int(1)
int(2)
Bad scan conversion character "y"
cannot mix "%" and "%n$" conversion specifiers
cannot mix "%" and "%n$" conversion specifiers
Unmatched [ in format string
"%n$" argument index out of range
Variable is assigned by multiple "%n$" conversion specifiers
"%n$" argument index out of range
Different numbers of variable names and field specifiers
Variable is not assigned by any conversion specifiers
"%n$" argument index out of range
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(20)
}
int(2)
string(4) "name"
string(3) "Ann"
bool(false)
