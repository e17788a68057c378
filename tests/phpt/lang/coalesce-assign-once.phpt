--TEST--
??= evaluates the target's computed keys, names and call bases once (php's memoized compile)
--FILE--
<?php
function id($x) { echo "id(", is_scalar($x) ? $x : gettype($x), ")\n"; return $x; }
function &arr() { static $a = []; echo "arr()\n"; return $a; }
$a = [];
$a[id('x')][id('y')] ??= id(1);
$a[id('x')][id('y')] ??= id(2);
$o = new stdClass;
$o->{id('p')} ??= id(3);
$o->{id('p')} ??= id(4);
$o->{id('q')}[id('r')] ??= id(5);
$n = 'ww';
$$n ??= 6;
${id('vv')}[id('k')] ??= id(7);
id($a)[id('z')] ??= id(8);
var_dump($a, $o, $vv, $ww);
$i = 0;
$b = [];
$b[$i] ??= $i++;
$b[$i + 1] ??= ++$i;
var_dump($b, $i);
class S { static $s = []; }
S::$s[id('a')] ??= id(9);
$c = 'S';
$c::$s[id('b')] ??= id(10);
var_dump(S::$s);
$x = ['k' => ['j' => null]];
$x[id('k')][id('j')] ??= ($x['k']['m'] ??= id(11));
var_dump($x);
class T { static $foo, $bar; }
T::${id('foo')} ??= 1;
T::${id('foo')} ??= 2;
$cls = 'T';
$cls::${id('bar')} ??= 3;
var_dump(T::$foo, T::$bar);
--EXPECT--
id(x)
id(y)
id(1)
id(x)
id(y)
id(p)
id(3)
id(p)
id(q)
id(r)
id(5)
id(vv)
id(k)
id(7)
id(array)
id(z)
id(8)
id(array)
array(1) {
  ["x"]=>
  array(1) {
    ["y"]=>
    int(1)
  }
}
object(stdClass)#1 (2) {
  ["p"]=>
  int(3)
  ["q"]=>
  array(1) {
    ["r"]=>
    int(5)
  }
}
array(1) {
  ["k"]=>
  int(7)
}
int(6)
array(2) {
  [1]=>
  int(0)
  [2]=>
  int(2)
}
int(2)
id(a)
id(9)
id(b)
id(10)
array(2) {
  ["a"]=>
  int(9)
  ["b"]=>
  int(10)
}
id(k)
id(j)
id(11)
array(1) {
  ["k"]=>
  array(2) {
    ["j"]=>
    int(11)
    ["m"]=>
    int(11)
  }
}
id(foo)
id(foo)
id(bar)
int(1)
int(3)
