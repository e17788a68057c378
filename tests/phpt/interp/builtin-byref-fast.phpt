--TEST--
Builtins with by-reference parameters called directly (preg_match &$matches, sort, settype ...): references to locals, elements, properties, typed references
--FILE--
<?php
// Builtins with by-reference parameters called directly (FCallBuiltin):
// preg_match's &$matches, sort(), array_push(), settype(), str_replace's
// &$count, references to array elements and properties, typed references
// (checked), and in a namespace (resolved at run time).
namespace {
    $s = "abc123";
    var_dump(\preg_match('/(\d+)/', $s, $m), $m);
    $arr = [3, 1, 2];
    \sort($arr);
    var_dump($arr);
    \array_push($arr, 4, 5);
    var_dump(\count($arr));
    $v = "12";
    \settype($v, "integer");
    var_dump($v);
    \str_replace('a', 'b', 'aaa', $cnt);
    var_dump($cnt);
    $el = ['m' => null];
    \preg_match('/b/', 'abc', $el['m']);
    var_dump($el);
    class O { public $m; public int $n = 0; public array $list = []; }
    $o = new O;
    \preg_match_all('/\w/', 'xy', $o->m);
    var_dump($o->m);
    try { \preg_match('/b/', 'abc', $o->n); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
    var_dump($o->n);
    $o->list = [2, 1];
    \sort($o->list);
    var_dump($o->list);
    function loop() { $n = 0; for ($i = 0; $i < 3; $i++) { $n += \preg_match('/\d/', "a$i", $mm); } return [$n, $mm]; }
    var_dump(loop());
}
namespace NS {
    function f() { $x = [5, 4]; sort($x); preg_match('/(4)/', '44', $mm); return [$x, $mm]; }
    var_dump(f());
}
--EXPECTF--
int(1)
array(2) {
  [0]=>
  string(3) "123"
  [1]=>
  string(3) "123"
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(5)
int(12)
int(3)
array(1) {
  ["m"]=>
  array(1) {
    [0]=>
    string(1) "b"
  }
}
array(1) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
  }
}
Cannot assign array to reference held by property O::$n of type int
int(0)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  array(1) {
    [0]=>
    string(1) "2"
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(4)
    [1]=>
    int(5)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "4"
    [1]=>
    string(1) "4"
  }
}
