--TEST--
builtins-misc: getopt (expectation from php -n with these ARGS)
--ARGS--
-a -bvalue -c --long --opt=5 --req rv -vvv -- rest -z
--FILE--
<?php
var_dump(getopt("ab:c::v", ["long", "opt:", "req:", "none::"], $idx), $idx);
var_dump(getopt("x"), getopt(""));
$_SERVER['argv'] = ["ignored", "-x"];
var_dump(getopt("x"));
--EXPECT--
array(7) {
  ["a"]=>
  bool(false)
  ["b"]=>
  string(5) "value"
  ["c"]=>
  bool(false)
  ["long"]=>
  bool(false)
  ["opt"]=>
  string(1) "5"
  ["req"]=>
  string(2) "rv"
  ["v"]=>
  array(3) {
    [0]=>
    bool(false)
    [1]=>
    bool(false)
    [2]=>
    bool(false)
  }
}
int(10)
array(0) {
}
array(0) {
}
array(0) {
}
