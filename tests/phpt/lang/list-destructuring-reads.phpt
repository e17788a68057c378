--TEST--
list() and [...] destructuring: int and string keys, missing keys, nested lists, references, non-arrays, strings, ArrayAccess, keys from locals, foreach
--FILE--
<?php
// list() and [...] = destructuring: int and string keys, missing keys (the
// warning), nested lists, references, non-arrays, strings, ArrayAccess,
// keys from locals and expressions, foreach destructuring.
function pairs() { return [[1, 'a'], [2, 'b'], [3]]; }
foreach (pairs() as [$n, $s]) { var_dump($n, $s); }
[$a, [$b, $c]] = [1, [2, 3]];
var_dump($a, $b, $c);
['x' => $x, 'y' => $y] = ['y' => 'Y', 'x' => 'X'];
var_dump($x, $y);
list(, $second) = ['first', 'second'];
var_dump($second);
[$m1, $m2] = [5];
var_dump($m1, $m2);
['k' => $k] = ['other' => 1];
var_dump($k);
$i = 1; $key = 'z';
[$i => $byLocal, $key => $byStr] = [1 => 'one', 'z' => 'zed'];
var_dump($byLocal, $byStr);
[$p, $q] = 'ab';
var_dump($p, $q);
[$n1, $n2] = null;
var_dump($n1, $n2);
[$o1] = 42;
var_dump($o1);
$arr = [1, 2];
[$r0, &$r1] = $arr;
$r1 = 'changed';
var_dump($arr);
class AA implements ArrayAccess {
  public function offsetExists($o): bool { echo "exists $o\n"; return true; }
  public function offsetGet($o): mixed { echo "get $o\n"; return "v$o"; }
  public function offsetSet($o, $v): void {}
  public function offsetUnset($o): void {}
}
[$g0, $g1] = new AA;
var_dump($g0, $g1);
$nested = ['a' => [1, 2], 'b' => ['c' => 3]];
['a' => [, $two], 'b' => ['c' => $three]] = $nested;
var_dump($two, $three);
$queue = [[0, 'x'], [1, 'y']];
while ([$idx, $val] = array_shift($queue) ?? [null, null]) {
  if ($idx === null) break;
  echo "$idx:$val\n";
}
$states = [];
for ($t = 0; $t < 3; $t++) { $states[] = [$t, "s$t", $t * 2]; }
foreach ($states as $st) { [$t0, $t1, $t2] = $st; echo "$t0 $t1 $t2\n"; }
$mixed = [0 => 'zero', '1' => 'one', 'two' => 2];
[0 => $z0, 1 => $z1, 'two' => $z2] = $mixed;
var_dump($z0, $z1, $z2);
--EXPECTF--
int(1)
string(1) "a"
int(2)
string(1) "b"

Warning: Undefined array key 1 in %s on line 6
int(3)
NULL
int(1)
int(2)
int(3)
string(1) "X"
string(1) "Y"
string(6) "second"

Warning: Undefined array key 1 in %s on line 13
int(5)
NULL

Warning: Undefined array key "k" in %s on line 15
NULL
string(3) "one"
string(3) "zed"
NULL
NULL
NULL
NULL
NULL
array(2) {
  [0]=>
  int(1)
  [1]=>
  &string(7) "changed"
}
get 0
get 1
string(2) "v0"
string(2) "v1"
int(2)
int(3)
0:x
1:y
0 s0 0
1 s1 2
2 s2 4
string(4) "zero"
string(3) "one"
int(2)
