--TEST--
fuzz: array full next key
--FILE--
<?php
// The next key after PHP_INT_MAX is taken: appending throws Error.
function t($f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$x = [PHP_INT_MAX => 1];
t(function() use (&$x) { $x[] = 2; });
t(function() use (&$x) { $x[] = [3]; });
t(function() use (&$x) { $x[][] = 2; });
t(function() use (&$x) { $x[PHP_INT_MAX][] = 2; });
t(function() use (&$x) { $r = &$x[]; });
t(function() use (&$x) { array_push($x, 3); });
t(function() use ($x) { $y = $x; $y[] = 4; });
t(function() use (&$x) { [$x[]] = [7]; });
t(function() { $a = [PHP_INT_MAX => 1, 'k' => 2]; $a[] = new stdClass; });
t(function() { var_dump([PHP_INT_MAX => 1, 2]); });
var_dump($x);
--EXPECT--
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot use a scalar value as an array
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
Error: Cannot add element to the array as the next element is already occupied
array(1) {
  [9223372036854775807]=>
  int(1)
}
