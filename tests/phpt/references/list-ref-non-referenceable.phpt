--TEST--
by-reference list() needs a variable or a call on the right
--FILE--
<?php
// A by-reference list() needs a variable or a call on the right (php's compile error).
const FOO = 1;
function &f() { static $a = [1]; return $a; }
list(&$x) = f(); var_dump($x);
$arr = [1, [2]];
[$p, [&$q]] = $arr; $q = 5; var_dump($arr);
eval('[&$f] = [1];');
--EXPECTF--
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(1) {
    [0]=>
    &int(5)
  }
}

Fatal error: Cannot assign reference to non referenceable value in %s(8) : eval()'d code on line 1
