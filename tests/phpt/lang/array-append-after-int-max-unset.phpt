--TEST--
an append after the PHP_INT_MAX key is unset takes that key again, as php's nNextFreeElement
--FILE--
<?php
// The next key stuck at PHP_INT_MAX: an append fails while that key is taken, and takes it again after an unset.
$x = [PHP_INT_MAX => 1];
unset($x[PHP_INT_MAX]);
$x[] = "abc";
var_dump($x);
try { $x[] = "again"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$y = []; $y[PHP_INT_MAX] = 1; unset($y[PHP_INT_MAX]);
var_dump(array_push($y, "p"), $y);
$z = [PHP_INT_MAX => 1];
try { $z[] = "abc"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$w = [5 => 'a', PHP_INT_MAX => 'b'];
unset($w[PHP_INT_MAX]);
$w[] = 'c';
var_dump($w);
function f() { $a = [PHP_INT_MAX => 0]; for ($i = 0; $i < 3; $i++) { unset($a[PHP_INT_MAX]); $a[] = $i; } return $a; }
var_dump(f());
--EXPECT--
array(1) {
  [9223372036854775807]=>
  string(3) "abc"
}
Error: Cannot add element to the array as the next element is already occupied
int(1)
array(1) {
  [9223372036854775807]=>
  string(1) "p"
}
Cannot add element to the array as the next element is already occupied
array(2) {
  [5]=>
  string(1) "a"
  [9223372036854775807]=>
  string(1) "c"
}
array(1) {
  [9223372036854775807]=>
  int(2)
}
