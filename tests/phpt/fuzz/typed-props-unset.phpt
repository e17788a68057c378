--TEST--
fuzz: typed props unset
--FILE--
<?php
// An unset typed property is uninitialized again: var_dump shows it, reads throw.
class T { public int $i; public float $f = 1.5; public string $s = 'x'; public ?int $ni = null; public $u = 1; public mixed $m; }
$o = new T;
unset($o->f, $o->ni, $o->u, $o->m);
var_dump($o);
debug_zval_dump($o);
print_r($o); echo "\n";
var_export($o); echo "\n";
echo json_encode($o), "\n";
var_dump((array)$o, get_object_vars($o));
foreach (['f', 'ni', 'u', 'm'] as $p) {
  try { var_dump($o->$p); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  var_dump(isset($o->$p));
}
$o->f = 2; $o->m = null;
var_dump($o);
$c = clone $o;
var_dump($c == $o);
--EXPECTF--
object(T)#1 (1) {
  ["i"]=>
  uninitialized(int)
  ["f"]=>
  uninitialized(float)
  ["s"]=>
  string(1) "x"
  ["ni"]=>
  uninitialized(?int)
  ["m"]=>
  uninitialized(mixed)
}
object(T)#1 (1) refcount(2){
  ["i"]=>
  uninitialized(int)
  ["f"]=>
  uninitialized(float)
  ["s"]=>
  string(1) "x" interned
  ["ni"]=>
  uninitialized(?int)
  ["m"]=>
  uninitialized(mixed)
}
T Object
(
    [s] => x
)

\T::__set_state(array(
   's' => 'x',
))
{"s":"x"}
array(1) {
  ["s"]=>
  string(1) "x"
}
array(1) {
  ["s"]=>
  string(1) "x"
}
Error: Typed property T::$f must not be accessed before initialization
bool(false)
Error: Typed property T::$ni must not be accessed before initialization
bool(false)

Warning: Undefined property: T::$u in %s on line 13
NULL
bool(false)
Error: Typed property T::$m must not be accessed before initialization
bool(false)
object(T)#1 (3) {
  ["i"]=>
  uninitialized(int)
  ["f"]=>
  float(2)
  ["s"]=>
  string(1) "x"
  ["ni"]=>
  uninitialized(?int)
  ["m"]=>
  NULL
}
bool(true)
