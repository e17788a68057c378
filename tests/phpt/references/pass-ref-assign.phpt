--TEST--
f($b =& $a) passes the variable the assignment bound; serialize with serialize_precision 0 is php_gcvt's
--FILE--
<?php
function f(&$a) { var_dump($a); $a = "a.changed"; }
function g($a) { var_dump($a); }
$a = "a.original";
f($b =& $a);
var_dump($a, $b);
$fn = 'f';
$c = "c.original";
$fn($d =& $c);
var_dump($c);
$gn = 'g';
$gn($e =& $c);
$arr = [3, 1, 2];
sort($s =& $arr);
var_dump($arr);
try { f($x = 5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
ini_set('serialize_precision', 0);
var_dump(serialize([10/3, 3.0, 1e8, 0.5, -2.5]));
var_export([10/3, 3.0]); echo "\n";
ini_set('serialize_precision', 1);
var_dump(serialize([10/3, 3.0]));
--EXPECT--
string(10) "a.original"
string(9) "a.changed"
string(9) "a.changed"
string(10) "c.original"
string(9) "a.changed"
string(9) "a.changed"
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
f(): Argument #1 ($a) cannot be passed by reference
string(69) "a:5:{i:0;d:3.0E+0;i:1;d:3.0E+0;i:2;d:1.0E+8;i:3;d:0.5;i:4;d:-2.0E+0;}"
array (
  0 => 3.0,
  1 => 3.0,
)
string(22) "a:2:{i:0;d:3;i:1;d:3;}"
