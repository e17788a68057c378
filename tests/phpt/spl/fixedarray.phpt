--TEST--
SplFixedArray
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new SplFixedArray(3);
var_dump($a);
t(fn()=>$a[3]); t(fn()=>$a[-1]); t(fn()=>$a['x']); t(fn()=>$a['1']); t(fn()=>$a[1.5]); t(fn()=>$a[] = 1); t(fn()=>$a[true]);
t(fn()=>$a[null]);
t(fn()=>new SplFixedArray(-1)); t(fn()=>$a->setSize(-1));
$a[0] = 'x'; $a[2] = [1];
var_dump($a, (array)$a, $a->toArray(), count($a), $a->getSize());
t(fn()=>SplFixedArray::fromArray([1=>'a', 5=>'b']));
t(fn()=>SplFixedArray::fromArray([1=>'a', 5=>'b'], false));
t(fn()=>SplFixedArray::fromArray(['x'=>1]));
t(fn()=>SplFixedArray::fromArray([-1=>1]));
var_dump(isset($a[0]), isset($a[1]), isset($a[5]), empty($a[0]));
unset($a[0]); var_dump($a[0]);
foreach ($a as $k => $v) { echo "$k: "; var_dump($v); }
var_dump($a->setSize(5), $a);
echo json_encode($a), "\n";
var_export($a);
$it = $a->getIterator(); var_dump($it);
class F extends SplFixedArray { public $p = 1; }
var_dump(new F(2));
print_r(new F(1));
t(fn()=>$a->offsetGet('abc'));
t(fn()=>$a->offsetSet('abc', 1));
--EXPECTF--
object(SplFixedArray)#1 (3) {
  [0]=>
  NULL
  [1]=>
  NULL
  [2]=>
  NULL
}
RuntimeException: Index invalid or out of range
RuntimeException: Index invalid or out of range
TypeError: Illegal offset type
NULL

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 5
NULL
Error: [] operator not supported for SplFixedArray
NULL
TypeError: Illegal offset type
ValueError: SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0
ValueError: SplFixedArray::setSize(): Argument #1 ($size) must be greater than or equal to 0
object(SplFixedArray)#1 (3) {
  [0]=>
  string(1) "x"
  [1]=>
  NULL
  [2]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(3) {
  [0]=>
  string(1) "x"
  [1]=>
  NULL
  [2]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(3) {
  [0]=>
  string(1) "x"
  [1]=>
  NULL
  [2]=>
  array(1) {
    [0]=>
    int(1)
  }
}
int(3)
int(3)
object(SplFixedArray)#4 (6) {
  [0]=>
  NULL
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  NULL
  [4]=>
  NULL
  [5]=>
  string(1) "b"
}
object(SplFixedArray)#3 (2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
InvalidArgumentException: array must contain only positive integer keys
InvalidArgumentException: array must contain only positive integer keys
bool(true)
bool(false)
bool(false)
bool(false)
NULL
0: NULL
1: NULL
2: array(1) {
  [0]=>
  int(1)
}
bool(true)
object(SplFixedArray)#1 (5) {
  [0]=>
  NULL
  [1]=>
  NULL
  [2]=>
  array(1) {
    [0]=>
    int(1)
  }
  [3]=>
  NULL
  [4]=>
  NULL
}
[null,null,[1],null,null]
\SplFixedArray::__set_state(array(
   0 => NULL,
   1 => NULL,
   2 => 
  array (
    0 => 1,
  ),
   3 => NULL,
   4 => NULL,
))object(InternalIterator)#4 (0) {
}
object(F)#2 (3) {
  ["p"]=>
  int(1)
  [0]=>
  NULL
  [1]=>
  NULL
}
F Object
(
    [p] => 1
    [0] => 
)
TypeError: Illegal offset type
TypeError: Illegal offset type
