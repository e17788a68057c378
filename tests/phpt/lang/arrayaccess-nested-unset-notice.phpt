--TEST--
unset() of an element nested in an ArrayAccess element: offsetGet's copy gets the indirect-modification notice
--FILE--
<?php
class C implements ArrayAccess { public $d = ['x'=>[1,2], 'o'=>null];
 function offsetGet($k): mixed { echo "get $k\n"; return $this->d[$k]; }
 function offsetSet($k, $v): void {} function offsetExists($k): bool { return true; } function offsetUnset($k): void {} }
$c = new C; unset($c['x'][0]); unset($c['o'][0]); 
$c->d['o'] = new ArrayObject([1]); unset($c['o'][0]); var_dump(count($c->d['o']));
--EXPECTF--
get x

Notice: Indirect modification of overloaded element of C has no effect in %s on line 5
get o

Notice: Indirect modification of overloaded element of C has no effect in %s on line 5
get o
int(0)
