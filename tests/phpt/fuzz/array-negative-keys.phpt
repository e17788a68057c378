--TEST--
fuzz: next key after negative keys, float keys out of range
--FILE--
<?php
// php 8.2: an array assigned from [] keeps the next key at 0 after a negative key;
// one created by a negative key (literal, auto-vivified, array_fill) continues from it.
$x = []; $x[-5] = 1; $x[] = 2; var_dump(array_keys($x));
$y = [-5 => 1]; $y[] = 2; var_dump(array_keys($y));
$z = [-5 => 1, 2]; var_dump(array_keys($z));
$v = []; $v[-5] = 1; $v[-3] = 1; $v[] = 2; var_dump(array_keys($v));
$u = [3 => 1]; $u[-10] = 1; $u[] = 2; var_dump(array_keys($u));
$d[-2] = true; $d[] = true; var_dump(array_keys($d));
$s = array_fill(-5, 2, 0); $s[] = 1; var_dump(array_keys($s));
// an out-of-range float key in a literal: php's deprecation and modular conversion
echo serialize([1.5, 1e20 => "x"]), "\n";
$k = 1e20; var_dump([$k => 1]);
--EXPECTF--
array(2) {
  [0]=>
  int(-5)
  [1]=>
  int(0)
}
array(2) {
  [0]=>
  int(-5)
  [1]=>
  int(-4)
}
array(2) {
  [0]=>
  int(-5)
  [1]=>
  int(-4)
}
array(3) {
  [0]=>
  int(-5)
  [1]=>
  int(-3)
  [2]=>
  int(0)
}
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(-10)
  [2]=>
  int(4)
}
array(2) {
  [0]=>
  int(-2)
  [1]=>
  int(-1)
}
array(3) {
  [0]=>
  int(-5)
  [1]=>
  int(-4)
  [2]=>
  int(-3)
}

Deprecated: Implicit conversion from float 1.0E+20 to int loses precision in %s on line 12
a:2:{i:0;d:1.5;i:7766279631452241920;s:1:"x";}

Deprecated: Implicit conversion from float 1.0E+20 to int loses precision in %s on line 13
array(1) {
  [7766279631452241920]=>
  int(1)
}
