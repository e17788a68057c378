--TEST--
ArrayObject::ARRAY_AS_PROPS: nested writes through elements, offsetGet overrides, unset declared properties
--FILE--
<?php
$ao = new ArrayObject(['list' => [1], 'o' => new stdClass], ArrayObject::ARRAY_AS_PROPS);
$ao->list[] = 2;
$ao->o->x = 5;
$ao->n['k'] = 'v';
var_dump($ao->getArrayCopy());
class M extends ArrayObject { function offsetGet($k): mixed { echo "get $k\n"; return parent::offsetGet($k); } }
$m = new M(['list' => [1], 'o' => new stdClass], ArrayObject::ARRAY_AS_PROPS);
$m->o->y = 6;
$m->list[] = 2;
var_dump($m->getArrayCopy());
// A declared property once unset is missing: ARRAY_AS_PROPS reads, writes and unsets the element.
class C extends ArrayObject { public $p = 'object property'; }
function access_p($ao) { var_dump(isset($ao->p), $ao->p ?? 'none'); $ao->p = ($ao->p ?? '') . '.changed'; var_dump($ao->p); }
$ao = new C(['p' => 'array element'], ArrayObject::ARRAY_AS_PROPS);
access_p($ao);
unset($ao->p);
access_p($ao);
unset($ao->p);
access_p($ao);
$ao2 = new C(['p' => [1]], ArrayObject::ARRAY_AS_PROPS);
unset($ao2->p);
$ao2->p[] = 2;
var_dump($ao2->getArrayCopy());
--EXPECT--
array(3) {
  ["list"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["o"]=>
  object(stdClass)#2 (1) {
    ["x"]=>
    int(5)
  }
  ["n"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
}
get o
get list
array(2) {
  ["list"]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["o"]=>
  object(stdClass)#4 (1) {
    ["y"]=>
    int(6)
  }
}
bool(true)
string(15) "object property"
string(23) "object property.changed"
bool(true)
string(13) "array element"
string(21) "array element.changed"
bool(false)
string(4) "none"
string(8) ".changed"
array(1) {
  ["p"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
