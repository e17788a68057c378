--TEST--
var_dump of closures: required parameters after an optional one, variadics without dots
--FILE--
<?php
// var_dump of closures: a parameter before a required one is required; php shows no "..." for variadics.
function f($a = 1, $b, $c = 2) {}
function g($a, &...$rest) {}
var_dump(Closure::fromCallable('f'), Closure::fromCallable('g'), function(int ...$x) {});
var_dump(Closure::fromCallable('array_push'), Closure::fromCallable('str_replace'));
--EXPECTF--
Deprecated: Optional parameter $a declared before required parameter $b is implicitly treated as a required parameter in %s on line 3
object(Closure)#1 (2) {
  ["function"]=>
  string(1) "f"
  ["parameter"]=>
  array(3) {
    ["$a"]=>
    string(10) "<required>"
    ["$b"]=>
    string(10) "<required>"
    ["$c"]=>
    string(10) "<optional>"
  }
}
object(Closure)#2 (2) {
  ["function"]=>
  string(1) "g"
  ["parameter"]=>
  array(2) {
    ["$a"]=>
    string(10) "<required>"
    ["&$rest"]=>
    string(10) "<optional>"
  }
}
object(Closure)#3 (1) {
  ["parameter"]=>
  array(1) {
    ["$x"]=>
    string(10) "<optional>"
  }
}
object(Closure)#3 (2) {
  ["function"]=>
  string(10) "array_push"
  ["parameter"]=>
  array(2) {
    ["&$array"]=>
    string(10) "<required>"
    ["$values"]=>
    string(10) "<optional>"
  }
}
object(Closure)#2 (2) {
  ["function"]=>
  string(11) "str_replace"
  ["parameter"]=>
  array(4) {
    ["$search"]=>
    string(10) "<required>"
    ["$replace"]=>
    string(10) "<required>"
    ["$subject"]=>
    string(10) "<required>"
    ["&$count"]=>
    string(10) "<optional>"
  }
}
