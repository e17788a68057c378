--TEST--
$x = &f() of a by-value function assigns the value through the target (locals, elements, properties, statics)
--FILE--
<?php
function f() { static $n = 0; return ++$n; }
$x = 1; $y = &$x; $y = &f(); var_dump($x, $y);
$a = [1]; $r = &$a[0]; $a[0] = &f(); var_dump($a, $r);
$o = new stdClass; $o->p = 1; $q = &$o->p; $o->p = &f(); var_dump($o, $q);
class S { static $s = 1; } $z = &S::$s; S::$s = &f(); var_dump(S::$s, $z);
function g() { static $v; if (!isset($v)) { $v = &f(); } return $v; }
var_dump(g(), g());
$arr = ['k' => 1]; $m = &$arr['k']; list('k' => $w) = [5]; 
$u = &f(); var_dump($u);
--EXPECTF--
Notice: Only variables should be assigned by reference in %s on line 3
int(1)
int(1)

Notice: Only variables should be assigned by reference in %s on line 4
array(1) {
  [0]=>
  &int(2)
}
int(2)

Notice: Only variables should be assigned by reference in %s on line 5
object(stdClass)#1 (1) {
  ["p"]=>
  &int(3)
}
int(3)

Notice: Only variables should be assigned by reference in %s on line 6
int(4)
int(4)

Notice: Only variables should be assigned by reference in %s on line 7
int(5)
int(5)

Warning: Undefined array key "k" in %s on line 9

Notice: Only variables should be assigned by reference in %s on line 10
int(6)
