--TEST--
a dimension of a call result passed to a by-reference parameter
--FILE--
<?php
function f(&$x) { $x = 5; }
function g() { return [1, 2, [3]]; }
function h(&$a) { $a[] = 9; var_dump($a); }
f(g()[0]);
$f = 'f';
$f(g()[1]);
h(g()[2]);
class A {
    public function m(&$x) { $x = 1; return 'm'; }
    public function n($x) { return $x; }
}
$a = new A;
var_dump($a->m(g()[0]), $a->n(g()[1]));
var_dump(array_map(fn ($v) => $v, g()[2]));
echo "done\n";
--EXPECT--
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(9)
}
string(1) "m"
int(2)
array(1) {
  [0]=>
  int(3)
}
done
