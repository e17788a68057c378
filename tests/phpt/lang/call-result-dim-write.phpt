--TEST--
Dimensions of a call's result in write and by-reference contexts compile (unknown callees too)
--FILE--
<?php
// A dimension of a call's result may be written, bound or passed by reference:
// php writes into a separate copy (the statement has no lasting effect).
namespace NS;
function f() { return [1, [2, 3]]; }
function byRef(&$x) { $x = 'changed'; return 'byRef'; }
function byVal($x) { return $x; }
class O {
    function m($x) { return $x; }
    function r(&$x) { $x = 9; return 'r'; }
    function arr() { return [3]; }
    static function s($x) { return $x; }
}
$o = new O;
var_dump($o->m(f()[0]), $o->r(f()[1][0]), O::s(f()[1][1]));
$fn = 'NS\byVal'; var_dump($fn(f()[1]));
$fn = 'NS\byRef'; var_dump($fn(f()[0]));
$m = 'r'; var_dump($o->$m(f()[0]));
var_dump(byRef(f()[0]), byVal(f()[1][0]));
f()[0] = 2;
f()[1][] = 4;
$o->arr()[0] = 1;
O::s([1])[0] = 5;
$x = &f()[0]; var_dump($x);
f()[0]++;
f()[0] .= "a";
foreach ([7] as f()[0]) {}
[f()[0], f()[1]] = [5, 6];
unset(f()[0]);
var_dump(f());
$c = function () { return ['k' => 'v']; };
var_dump($o->m($c()['k']), (fn() => [8])()[0]);
--EXPECT--
int(1)
string(1) "r"
int(3)
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
string(5) "byRef"
string(1) "r"
string(5) "byRef"
int(2)
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(3)
  }
}
string(1) "v"
int(8)
