--TEST--
An error handler reassigning the array during a float key's conversion (php keeps the array for reads, drops writes)
--FILE--
<?php
// An error handler that reassigns the array while its float key is converted.
set_error_handler(function ($code, $msg) { echo "Err: $msg\n"; $GLOBALS['a'] = 9; });
$a = [];
var_dump($a[PHP_INT_MAX + 1]);
$a = [5 => 'x'];
var_dump($a[5.5]);
$a = [0 => 'y'];
var_dump(isset($a[0.5]), empty($a[0.5]), $a[null] ?? 'dflt');
$a = [1]; $a[1.5] = 2; var_dump($a);
$a = [1]; unset($a[0.5]); var_dump($a);
echo "done\n";
--EXPECT--
Err: Implicit conversion from float 9.223372036854776E+18 to int loses precision
Err: Undefined array key -9223372036854775808
NULL
Err: Implicit conversion from float 5.5 to int loses precision
string(1) "x"
Err: Implicit conversion from float 0.5 to int loses precision
bool(true)
bool(true)
string(4) "dflt"
Err: Implicit conversion from float 1.5 to int loses precision
int(9)
Err: Implicit conversion from float 0.5 to int loses precision
int(9)
done
