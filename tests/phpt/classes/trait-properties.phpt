--TEST--
Traits and classes may declare the same property only identically
--FILE--
<?php
trait T { public $a = 1; public static $s = [1]; protected int $t = self::X; }
class A { use T; public $a = 1; const X = 5; }
var_dump(new A, A::$s);
class B { use T; public $a = 2; const X = 5; }
--EXPECTF--
object(A)#1 (2) {
  ["a"]=>
  int(1)
  ["t":protected]=>
  int(5)
}
array(1) {
  [0]=>
  int(1)
}

Fatal error: B and T define the same property ($a) in the composition of B. However, the definition differs and is considered incompatible. Class was composed in %s on line 5
