--TEST--
a by-reference function's result as the base of a write (f()[k] = v, []=, .=, ++, unset, methods, static methods)
--FILE--
<?php
function &foo(&$foo) { return $foo; }
function bar($x) { return $x; }
class K { public $arr = [1, [2]]; static $s = [5]; function &m() { return $this->arr; } static function &sm() { return self::$s; } }
$a = [1, [10]];
foo($a)[0] = 2;
foo($a)[] = 3;
foo($a)[1][0] = 11;
foo($a)[0] .= "x";
foo($a)[0]++;
unset(foo($a)[2]);
var_dump($a);
bar($a)[0] = 99;
var_dump($a[0]);
$k = new K;
$k->m()[0] = 'm';
$k->m()[1][] = 'n';
K::sm()[] = 6;
var_dump($k->arr, K::$s);
$o = new stdClass; $o->p = [1];
function &gp($o) { return $o->p; }
gp($o)[0] = 7;
var_dump($o);
for ($i = 0; $i < 3; $i++) foo($a)[0] = $i;
var_dump($a[0]);
--EXPECT--
array(2) {
  [0]=>
  string(2) "2y"
  [1]=>
  array(1) {
    [0]=>
    int(11)
  }
}
string(2) "2y"
array(2) {
  [0]=>
  string(1) "m"
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    string(1) "n"
  }
}
array(2) {
  [0]=>
  int(5)
  [1]=>
  int(6)
}
object(stdClass)#2 (1) {
  ["p"]=>
  array(1) {
    [0]=>
    int(7)
  }
}
int(2)
