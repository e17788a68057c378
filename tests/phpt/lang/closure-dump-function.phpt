--TEST--
var_dump of closures over named functions and methods shows "function"
--FILE--
<?php
function t(){} class K { function m($x) {} static function s() {} }
var_dump(t(...), strlen(...), (new K)->m(...), K::s(...), Closure::fromCallable('t'), Closure::fromCallable([new K, 'm']));
var_dump(function($a) {});
class M { function __call($n,$a){} static function __callStatic($n,$a){} } var_dump((new M)->zz(...), M::yy(...));
--EXPECT--
object(Closure)#1 (1) {
  ["function"]=>
  string(1) "t"
}
object(Closure)#2 (2) {
  ["function"]=>
  string(6) "strlen"
  ["parameter"]=>
  array(1) {
    ["$string"]=>
    string(10) "<required>"
  }
}
object(Closure)#4 (3) {
  ["function"]=>
  string(4) "K::m"
  ["this"]=>
  object(K)#3 (0) {
  }
  ["parameter"]=>
  array(1) {
    ["$x"]=>
    string(10) "<required>"
  }
}
object(Closure)#5 (1) {
  ["function"]=>
  string(4) "K::s"
}
object(Closure)#6 (1) {
  ["function"]=>
  string(1) "t"
}
object(Closure)#8 (3) {
  ["function"]=>
  string(4) "K::m"
  ["this"]=>
  object(K)#7 (0) {
  }
  ["parameter"]=>
  array(1) {
    ["$x"]=>
    string(10) "<required>"
  }
}
object(Closure)#8 (1) {
  ["parameter"]=>
  array(1) {
    ["$a"]=>
    string(10) "<required>"
  }
}
object(Closure)#7 (2) {
  ["function"]=>
  string(5) "M::zz"
  ["this"]=>
  object(M)#8 (0) {
  }
}
object(Closure)#6 (1) {
  ["function"]=>
  string(5) "M::yy"
}
