--TEST--
A by-reference offsetGet() carries nested writes ($o[k][j] = v, $o[][] = v, unset($o[k][j])) through its reference
--FILE--
<?php
class AA implements ArrayAccess {
    public $data = [];
    public function &offsetGet($name): mixed {
        if (null === $name) return $this->data[];
        return $this->data[$name];
    }
    public function offsetSet($name, $value): void { $this->data[$name] = $value; }
    public function offsetUnset($name): void {}
    public function offsetExists($name): bool { return isset($this->data[$name]); }
}
$aa = new AA;
$aa['x']['y'] = 1;
$aa['x']['z'][] = 2;
$aa[][] = 3;
$aa['x']['y']++;
$r = &$aa['q'];
$r = 7;
unset($aa['x']['z']);
$aa['s'] = 'abc';
var_dump($aa->data);
function f() { $a = new AA; $a['k']['l'] = 5; return $a->data; }
for ($i = 0; $i < 3; $i++) var_dump(f());
--EXPECT--
array(4) {
  ["x"]=>
  array(1) {
    ["y"]=>
    int(2)
  }
  [0]=>
  array(1) {
    [0]=>
    int(3)
  }
  ["q"]=>
  &int(7)
  ["s"]=>
  string(3) "abc"
}
array(1) {
  ["k"]=>
  array(1) {
    ["l"]=>
    int(5)
  }
}
array(1) {
  ["k"]=>
  array(1) {
    ["l"]=>
    int(5)
  }
}
array(1) {
  ["k"]=>
  array(1) {
    ["l"]=>
    int(5)
  }
}
