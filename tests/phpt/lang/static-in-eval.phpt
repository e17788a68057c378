--TEST--
static in eval'd code binds the includer's variable
--FILE--
<?php
// `static $x` in eval'd or included code binds the includer's variable to the static.
function f2() {
  eval(' static $b = array(1,2,3); ');
  var_dump($b);
  $b[] = 4;
  eval(' static $c = 5; $c++; ');
  var_dump($c);
}
f2();
f2();
class K { function m() { eval('static $s = 0; $s++;'); return $s; } }
var_dump((new K)->m(), (new K)->m());
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(6)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(6)
int(1)
int(1)
