--TEST--
fuzz: typed property auto-initialization and references
--FILE--
<?php
// Writing into a typed property: an array is auto-initialized only where the type allows
// one; a reference to an uninitialized one needs a nullable type; $o->p->q on an
// uninitialized property sees null.
class T { public int $i; public ?int $ni = null; public bool $b; public array $a; public ?array $na;
          public mixed $m; public int|array $ia; public string $s = "ab"; public int|false $f = false; public ?T $t; }
function t($f) { try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(function() { $o = new T; $o->b[] = 1; });
t(function() { $o = new T; $o->b['x'] = 1; });
t(function() { $o = new T; $o->b['x']['y'] = 1; });
t(function() { $o = new T; $o->ni[] = 1; });
t(function() { $o = new T; $o->ni['k'] = 1; });
t(function() { $o = new T; $o->f[] = 1; });
t(function() { $o = new T; $o->a[] = 1; var_dump($o->a); });
t(function() { $o = new T; $o->na[] = 1; var_dump($o->na); });
t(function() { $o = new T; $o->m['k'][] = 1; var_dump($o->m); });
t(function() { $o = new T; $o->ia[] = 1; var_dump($o->ia); });
t(function() { $o = new T; unset($o->s); $o->s[0] = 'x'; var_dump($o->s); });
t(function() { $o = new T; $o->s[0] = 'x'; var_dump($o->s); });
t(function() { $o = new T; $r = &$o->i; var_dump($r); });
t(function() { $o = new T; $r = &$o->t; var_dump($r); $r = null; var_dump($o); });
t(function() { $o = new T; $r = &$o->a[0]; var_dump($o->a); });
t(function() { $o = new T; foreach ($o->i as &$v) {} });
t(function() { $o = new T; $o->i++; });
t(function() { $o = new T; $o->i .= 'a'; });
t(function() { $o = new T; unset($o->ni); var_dump($o->ni); });
t(function() { $o = new T; $o->t->x = 1; });
t(function() { $o = new T; $o->t->x[] = 1; });
t(function() { $o = new T; $o->t->x++; });
t(function() { $o = new T; $o->a['k'] .= 'x'; });
--EXPECT--
TypeError: Cannot auto-initialize an array inside property T::$b of type bool
TypeError: Cannot auto-initialize an array inside property T::$b of type bool
TypeError: Cannot auto-initialize an array inside property T::$b of type bool
TypeError: Cannot auto-initialize an array inside property T::$ni of type ?int
TypeError: Cannot auto-initialize an array inside property T::$ni of type ?int
TypeError: Cannot auto-initialize an array inside property T::$f of type int|false
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  int(1)
}
array(1) {
  ["k"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
array(1) {
  [0]=>
  int(1)
}
TypeError: Cannot auto-initialize an array inside property T::$s of type string
string(2) "xb"
Error: Cannot access uninitialized non-nullable property T::$i by reference
NULL
object(T)#3 (4) {
  ["i"]=>
  uninitialized(int)
  ["ni"]=>
  NULL
  ["b"]=>
  uninitialized(bool)
  ["a"]=>
  uninitialized(array)
  ["na"]=>
  uninitialized(?array)
  ["m"]=>
  uninitialized(mixed)
  ["ia"]=>
  uninitialized(array|int)
  ["s"]=>
  string(2) "ab"
  ["f"]=>
  bool(false)
  ["t"]=>
  &NULL
}
array(1) {
  [0]=>
  &NULL
}
Error: Cannot access uninitialized non-nullable property T::$i by reference
Error: Typed property T::$i must not be accessed before initialization
Error: Typed property T::$i must not be accessed before initialization
Error: Typed property T::$ni must not be accessed before initialization
Error: Attempt to assign property "x" on null
Error: Attempt to modify property "x" on null
Error: Typed property T::$t must not be accessed before initialization
Error: Typed property T::$a must not be accessed before initialization
