--TEST--
ArrayObject: ARRAY_AS_PROPS and STD_PROP_LIST properties
--FILE--
<?php
$p = new ArrayObject(['x' => 1], ArrayObject::ARRAY_AS_PROPS);
var_dump($p->x, isset($p->x), isset($p->y), empty($p->x), $p->zz ?? 'def');
$p->y = 2; var_dump($p['y']); unset($p->x); var_dump(count($p));
echo $p->missing;
var_dump($p->flags ?? 'noflags', $p->storage ?? 'nostorage');
$p->storage = 'S'; var_dump($p['storage'], $p->getArrayCopy());
$q = new ArrayObject(['x' => 1]);
$q->dyn = 5; var_dump($q->dyn, isset($q['dyn']), isset($q->x));
$q->storage = 7; var_dump($q->storage, count($q), $q);
echo $q->nope;
class B extends ArrayObject { public $pub = 1; protected $prot = 2; }
$b = new B([], ArrayObject::ARRAY_AS_PROPS); $b->pub = 3; $b->e = 4; var_dump($b);
try { echo $b->prot; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(method_exists('ArrayObject', '__get'));
--EXPECTF--
int(1)
bool(true)
bool(false)
bool(false)
string(3) "def"
int(2)
int(1)

Warning: Undefined array key "missing" in %s on line 5
string(7) "noflags"
string(9) "nostorage"
string(1) "S"
array(2) {
  ["y"]=>
  int(2)
  ["storage"]=>
  string(1) "S"
}

Deprecated: Creation of dynamic property ArrayObject::$dyn is deprecated in %s on line 9
int(5)
bool(false)
bool(false)

Deprecated: Creation of dynamic property ArrayObject::$storage is deprecated in %s on line 10
int(7)
int(1)
object(ArrayObject)#2 (3) {
  ["dyn"]=>
  int(5)
  ["storage"]=>
  int(7)
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["x"]=>
    int(1)
  }
}

Warning: Undefined property: ArrayObject::$nope in %s on line 11
object(B)#3 (3) {
  ["pub"]=>
  int(3)
  ["prot":protected]=>
  int(2)
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["e"]=>
    int(4)
  }
}

Warning: Undefined array key "prot" in %s on line 14
bool(false)
