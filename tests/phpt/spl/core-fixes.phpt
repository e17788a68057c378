--TEST--
Core fixes found by SPL: nested member state, __set result, $this as argument, array_pop next key, vivified elements, spread keys
--FILE--
<?php
// Member operations that call PHP code (offsetGet/offsetExists, __get) keep their own state.
class AA implements ArrayAccess {
    private $data = [];
    public function offsetExists($name): bool { echo "offsetExists($name)\n"; return array_key_exists($name, $this->data); }
    public function offsetGet($name): mixed {
        echo "offsetGet($name)\n";
        if (!array_key_exists($name, $this->data)) { throw new Exception('Unknown offset'); }
        return $this->data[$name];
    }
    public function offsetSet($name, $value): void { echo "offsetSet($name)\n"; $this->data[$name] = $value; }
    public function offsetUnset($name): void { echo "offsetUnset($name)\n"; unset($this->data[$name]); }
}
$aa = new AA;
$aa[0] = new AA;
$aa[0][1] = new AA;
$aa[0][1]['x'] = 5;
var_dump(isset($aa[0][1]['x']), $aa[0][1]['x'] ?? 'none', $aa[0][1]['y'] ?? 'none');
class M { private $p = ['a' => ['b' => 1]]; function __get($n) { return $this->p[$n]; } }
$m = new M; var_dump($m->a['b'], $m->a['c'] ?? 'none');
class C { public $stack = []; public function __set($n, $v) { $this->stack[$n] = $v; } }
$c = new C; $c->x = new ArrayObject([1]); $c->y = [2]; var_dump($c->stack);
class T { function f($x) { return $x; } static function g($x) { return $x === null; } function h() { return self::g($this); } }
var_dump((new T)->h());
$a = [3 => 'a']; $a[5] = 'x'; unset($a[5]); array_pop($a); $a[] = 'n'; var_dump($a);
$a = [0, 1, 2]; array_pop($a); $a[] = 'n'; var_dump($a);
$x = ['a' => null]; $x['a']['b'] = 1; $x[] = 5; var_dump($x);
function gen() { yield "42" => 42; yield "x" => 1; }
var_dump([...gen()]);
--EXPECT--
offsetSet(0)
offsetGet(0)
offsetSet(1)
offsetGet(0)
offsetGet(1)
offsetSet(x)
offsetExists(0)
offsetGet(0)
offsetExists(1)
offsetGet(1)
offsetExists(x)
offsetExists(0)
offsetGet(0)
offsetExists(1)
offsetGet(1)
offsetExists(x)
offsetGet(x)
offsetExists(0)
offsetGet(0)
offsetExists(1)
offsetGet(1)
offsetExists(y)
bool(true)
int(5)
string(4) "none"
int(1)
string(4) "none"
array(2) {
  ["x"]=>
  object(ArrayObject)#6 (1) {
    ["storage":"ArrayObject":private]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
  ["y"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
bool(false)
array(1) {
  [6]=>
  string(1) "n"
}
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  string(1) "n"
}
array(2) {
  ["a"]=>
  array(1) {
    ["b"]=>
    int(1)
  }
  [0]=>
  int(5)
}
array(2) {
  [0]=>
  int(42)
  ["x"]=>
  int(1)
}
