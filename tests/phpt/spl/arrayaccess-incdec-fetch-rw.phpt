--TEST--
++/-- on an ArrayAccess element: by-reference offsetGet changes in place, a value notices (no offsetSet), ArrayObject writes its storage
--FILE--
<?php
class A implements ArrayAccess {
  public $d = [0 => 5];
  function offsetExists($o): bool { echo "exists\n"; return true; }
  function offsetGet($o): mixed { echo "get\n"; return $this->d[$o]; }
  function offsetSet($o, $v): void { echo "set($v)\n"; $this->d[$o] = $v; }
  function offsetUnset($o): void {}
}
$a = new A;
$a[0]++; var_dump($a->d[0]);
++$a[0]; var_dump($a->d[0]);
$x = $a[0]--; var_dump($x, $a->d[0]);
$a[0] += 2; var_dump($a->d[0]);
$o = new ArrayObject([1]);
$o[0]++; ++$o[0]; $o[1] ??= 7; var_dump($o->getArrayCopy());
$o2 = new ArrayObject([]);
$o2['n']++; $o2[3]--; var_dump($o2->getArrayCopy());
class R implements ArrayAccess {
  public $d = ['a' => 1];
  function offsetExists($o): bool { return true; }
  function &offsetGet($o): mixed { echo "rget\n"; return $this->d[$o]; }
  function offsetSet($o, $v): void { echo "rset\n"; }
  function offsetUnset($o): void {}
}
$r = new R; $r['a']++; ++$r['b']; $y = $r['a']--; var_dump($y, $r->d);
class OG implements ArrayAccess {
  function offsetExists($o): bool { return true; }
  function offsetGet($o): mixed { return new stdClass; }
  function offsetSet($o, $v): void { echo "ogset\n"; }
  function offsetUnset($o): void {}
}
$g = new OG; try { $g[0]++; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
get

Notice: Indirect modification of overloaded element of A has no effect in %s on line 10
int(5)
get

Notice: Indirect modification of overloaded element of A has no effect in %s on line 11
int(5)
get

Notice: Indirect modification of overloaded element of A has no effect in %s on line 12
int(5)
int(5)
get
set(7)
int(7)
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(7)
}

Warning: Undefined array key "n" in %s on line 17

Warning: Undefined array key 3 in %s on line 17
array(2) {
  ["n"]=>
  int(1)
  [3]=>
  NULL
}
rget
rget
rget
int(2)
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(1)
}
TypeError: Cannot increment stdClass
