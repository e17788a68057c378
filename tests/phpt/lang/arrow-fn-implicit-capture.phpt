--TEST--
Arrow functions capture the outer variables they use in order of first use; undefined ones stay undefined
--FILE--
<?php
// Arrow functions capture, by value, the outer variables their body uses, in
// order of first use; an outer variable undefined when the arrow function is
// made is not captured (undefined inside: a warning when read).
$a = 1; $b = 2; $z = 3;
$g = fn() => [$z, $b, fn() => $a];
var_dump((new ReflectionFunction($g))->getStaticVariables());
$h = fn() => $undef ?? 'default';
var_dump($h());
$k = fn() => $undef2;
var_dump($k());
var_dump($k);
$late = fn() => isset($defLater) ? $defLater : 'unset';
$defLater = 'now set';
var_dump($late());
$ref = 10; $r = &$ref;
$byVal = fn() => $r + 1;
$ref = 20;
var_dump($byVal());
function outer() { $x = 5; return fn($y) => fn() => $x + $y + ($w ?? 100); }
var_dump(outer()(2)());
--EXPECTF--
array(3) {
  ["z"]=>
  int(3)
  ["b"]=>
  int(2)
  ["a"]=>
  int(1)
}
string(7) "default"

Warning: Undefined variable $undef2 in %s on line 10
NULL
object(Closure)#3 (0) {
}
string(5) "unset"
int(11)
int(107)
