--TEST--
Nested by-reference destructuring binds into the source's nested arrays
--FILE--
<?php
// Nested by-reference destructuring binds into the source's nested arrays.
$arr = [1, [2, [3]]];
[$a, [&$b, [&$c]]] = $arr;
$b = 20; $c = 30;
var_dump($arr);
$h = ['x' => ['y' => 1, 'z' => 2]];
['x' => ['y' => &$y, 'z' => $z]] = $h;
$y = 'changed'; $z = 'copy';
var_dump($h);
$m = [];
[[&$new]] = $m;   // creates the nested element
$new = 'made';
var_dump($m);
$k = 'key';
$d = ['key' => [5]];
[$k => [&$e]] = $d;
$e++;
var_dump($d);
for ($i = 0; $i < 3; $i++) { $l = [[0]]; [[&$v]] = $l; $v = $i; } var_dump($l);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    &int(20)
    [1]=>
    array(1) {
      [0]=>
      &int(30)
    }
  }
}
array(1) {
  ["x"]=>
  array(2) {
    ["y"]=>
    &string(7) "changed"
    ["z"]=>
    int(2)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    &string(4) "made"
  }
}
array(1) {
  ["key"]=>
  array(1) {
    [0]=>
    &int(6)
  }
}
array(1) {
  [0]=>
  array(1) {
    [0]=>
    &int(2)
  }
}
