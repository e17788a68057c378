--TEST--
Compound assignment and ++/-- through missing keys warn per key; on a property of a non-object they are php's Errors
--FILE--
<?php
// Read-modify-write through missing elements warns for each missing key,
// also below a null; ++/-- and compound assignments of a property need an object.
$a = []; $a[0][0]++; var_dump($a);
$b = []; $b['x']['y'] .= 'z'; var_dump($b);
$c = []; $c[0][1][2] += 1; var_dump($c);
$u[0][1] -= 3; var_dump($u);
class O { public $p = null; public static $s; }
$o = new O; $o->p[1][2] *= 2; var_dump($o->p);
O::$s['k']['j'] ??= 5; var_dump(O::$s);
function f() { return null; }
foreach (['++' => fn() => f()->a++, '+=' => fn() => f()->a += 2, '.=' => fn() => f()->a .= 'x', '--' => fn() => f()[0]->b--] as $what => $fn) {
    try { $fn(); } catch (Error $e) { echo $what, ': ', $e->getMessage(), "\n"; }
}
$n = null;
try { $n->q++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$i = 5;
try { $i->q -= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
for ($k = 0; $k < 3; $k++) { $arr = []; $arr[$k][$k + 1] += $k; } var_dump($arr);
--EXPECTF--
Warning: Undefined array key 0 in %s on line 4

Warning: Undefined array key 0 in %s on line 4
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}

Warning: Undefined array key "x" in %s on line 5

Warning: Undefined array key "y" in %s on line 5
array(1) {
  ["x"]=>
  array(1) {
    ["y"]=>
    string(1) "z"
  }
}

Warning: Undefined array key 0 in %s on line 6

Warning: Undefined array key 1 in %s on line 6

Warning: Undefined array key 2 in %s on line 6
array(1) {
  [0]=>
  array(1) {
    [1]=>
    array(1) {
      [2]=>
      int(1)
    }
  }
}

Warning: Undefined variable $u in %s on line 7

Warning: Undefined array key 0 in %s on line 7

Warning: Undefined array key 1 in %s on line 7
array(1) {
  [0]=>
  array(1) {
    [1]=>
    int(-3)
  }
}

Warning: Undefined array key 1 in %s on line 9

Warning: Undefined array key 2 in %s on line 9
array(1) {
  [1]=>
  array(1) {
    [2]=>
    int(0)
  }
}
array(1) {
  ["k"]=>
  array(1) {
    ["j"]=>
    int(5)
  }
}
++: Attempt to increment/decrement property "a" on null
+=: Attempt to assign property "a" on null
.=: Attempt to assign property "a" on null

Warning: Undefined array key 0 in %s on line 12
--: Attempt to increment/decrement property "b" on null
Attempt to increment/decrement property "q" on null
Attempt to assign property "q" on int

Warning: Undefined array key 0 in %s on line 19

Warning: Undefined array key 1 in %s on line 19

Warning: Undefined array key 1 in %s on line 19

Warning: Undefined array key 2 in %s on line 19

Warning: Undefined array key 2 in %s on line 19

Warning: Undefined array key 3 in %s on line 19
array(1) {
  [2]=>
  array(1) {
    [3]=>
    int(2)
  }
}
