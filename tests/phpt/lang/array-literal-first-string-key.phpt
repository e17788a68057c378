--TEST--
Array literals whose first item has a string key (made as hash arrays): numeric-string keys, string values first, spreads, named arguments, appends after them
--FILE--
<?php
// Array literals whose first item has a string key start as hash arrays;
// keys that are integers in disguise, values that are strings, spreads and
// named arguments keep php's meaning.
function v($x) { return $x; }
$n = v(3);
$a = ['name' => v('x'), 'size' => $n, 'name2' => [1, 2]];
var_dump($a);
var_dump(['12' => v(1), 'k' => 2, '007' => v(3), '-0' => 4, '-5' => v(5)]);
$b = ['12' => v(1)];
$b[] = 'next';
var_dump($b);
var_dump(['abc', 'k' => v(1)], ['abc', v('def')]);
$rest = ['p' => 1, 'q' => 2];
var_dump(['z' => v(0), ...$rest], [...$rest, 'z' => v(0)]);
$c = ['first' => v(1)];
$c[] = 'appended';
$c[5] = 'five';
$c[] = 'six';
var_dump($c);
function named(...$args) { return $args; }
var_dump(named(...[1, 2], k: v('named')));
var_dump(named(k: v('only')));
$d = ['k' => v(1), 'k' => v(2)];
var_dump($d);
// Built in a loop: many arrays from one literal.
$rows = [];
for ($i = 0; $i < 5; $i++) $rows[] = ['id' => $i, 'label' => "row $i", $i => v($i * 2)];
var_dump($rows[4], count($rows));
// An empty-keyed literal and a numeric string key after a string one.
var_dump(['' => v(1), '1' => v(2)]);
--EXPECT--
array(3) {
  ["name"]=>
  string(1) "x"
  ["size"]=>
  int(3)
  ["name2"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
array(5) {
  [12]=>
  int(1)
  ["k"]=>
  int(2)
  ["007"]=>
  int(3)
  ["-0"]=>
  int(4)
  [-5]=>
  int(5)
}
array(2) {
  [12]=>
  int(1)
  [13]=>
  string(4) "next"
}
array(2) {
  [0]=>
  string(3) "abc"
  ["k"]=>
  int(1)
}
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(3) "def"
}
array(3) {
  ["z"]=>
  int(0)
  ["p"]=>
  int(1)
  ["q"]=>
  int(2)
}
array(3) {
  ["p"]=>
  int(1)
  ["q"]=>
  int(2)
  ["z"]=>
  int(0)
}
array(4) {
  ["first"]=>
  int(1)
  [0]=>
  string(8) "appended"
  [5]=>
  string(4) "five"
  [6]=>
  string(3) "six"
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["k"]=>
  string(5) "named"
}
array(1) {
  ["k"]=>
  string(4) "only"
}
array(1) {
  ["k"]=>
  int(2)
}
array(3) {
  ["id"]=>
  int(4)
  ["label"]=>
  string(5) "row 4"
  [4]=>
  int(8)
}
int(5)
array(2) {
  [""]=>
  int(1)
  [1]=>
  int(2)
}
