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
$n = 'vv';
$$n ??= 6;
${id('vv')}[id('k')] ??= id(7);
id($a)[id('z')] ??= id(8);
var_dump($a, $o, $vv);
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
--EXPECTF--
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

Fatal error: Uncaught Error: Cannot use a scalar value as an array in %s:13
Stack trace:
#0 {main}
  thrown in %s on line 13
