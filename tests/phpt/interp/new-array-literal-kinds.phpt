--TEST--
array literals of dynamic items: the first key decides a hash or a packed array (NewArray's fast path)
--FILE--
<?php
function f($a, $b) {
    $x = ['k' => $a, 'j' => $b];
    $y = [$a => 1, $b => 2];
    $z = ['5' => $a, 'k' => $b];
    $w = ['' => $a, 'v' => $b];
    $v = [...[$a, $b], 'q' => $a];
    $u = ['s', $a];
    $t = [$a, 'k' => $b];
    return [$x, $y, $z, $w, $v, $u, $t];
}
var_dump(f(1, 2));
var_dump(f('a', 'b'));
--EXPECT--
array(7) {
  [0]=>
  array(2) {
    ["k"]=>
    int(1)
    ["j"]=>
    int(2)
  }
  [1]=>
  array(2) {
    [1]=>
    int(1)
    [2]=>
    int(2)
  }
  [2]=>
  array(2) {
    [5]=>
    int(1)
    ["k"]=>
    int(2)
  }
  [3]=>
  array(2) {
    [""]=>
    int(1)
    ["v"]=>
    int(2)
  }
  [4]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    ["q"]=>
    int(1)
  }
  [5]=>
  array(2) {
    [0]=>
    string(1) "s"
    [1]=>
    int(1)
  }
  [6]=>
  array(2) {
    [0]=>
    int(1)
    ["k"]=>
    int(2)
  }
}
array(7) {
  [0]=>
  array(2) {
    ["k"]=>
    string(1) "a"
    ["j"]=>
    string(1) "b"
  }
  [1]=>
  array(2) {
    ["a"]=>
    int(1)
    ["b"]=>
    int(2)
  }
  [2]=>
  array(2) {
    [5]=>
    string(1) "a"
    ["k"]=>
    string(1) "b"
  }
  [3]=>
  array(2) {
    [""]=>
    string(1) "a"
    ["v"]=>
    string(1) "b"
  }
  [4]=>
  array(3) {
    [0]=>
    string(1) "a"
    [1]=>
    string(1) "b"
    ["q"]=>
    string(1) "a"
  }
  [5]=>
  array(2) {
    [0]=>
    string(1) "s"
    [1]=>
    string(1) "a"
  }
  [6]=>
  array(2) {
    [0]=>
    string(1) "a"
    ["k"]=>
    string(1) "b"
  }
}
