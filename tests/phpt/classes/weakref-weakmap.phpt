--TEST--
WeakReference and WeakMap: create/get, ArrayAccess/Countable/iteration, entries dropped with their key, errors, dumps, cycles
--FILE--
<?php
$o = new stdClass;
$w = WeakReference::create($o);
var_dump($w, $w->get() === $o, WeakReference::create($o) === $w);
unset($o);
var_dump($w->get());
$m = new WeakMap;
$a = new stdClass; $b = new ArrayObject([1]);
$m[$a] = 1; $m[$b] = [2];
var_dump(count($m), isset($m[$a]), isset($m[new stdClass]), $m[$b]);
var_dump($m);
print_r($m); echo "\n";
var_dump((array)$m);
foreach ($m as $k => $v) { var_dump(get_class($k), $v); }
unset($a);
var_dump(count($m));
$m[$b] = null; var_dump(isset($m[$b]), $m[$b]);
unset($m[$b]); var_dump(count($m));
foreach ([fn() => $m[] = 1, fn() => $m[1] = 1, fn() => $m[new stdClass], fn() => new WeakReference, fn() => clone WeakReference::create($m), fn() => serialize($m), fn() => isset($m["x"]), fn() => WeakReference::create(1)] as $f) {
  try { $f(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
// cycles
$c = new stdClass; $m[$c] = $c; $c->m = $m;
$d = new stdClass; $m[$d] = $m;
class Dtor { function __destruct() { echo "dtor\n"; } }
$k = new stdClass; $m[$k] = new Dtor; unset($k); echo "after\n";
$m2 = clone $m; var_dump(count($m2));
$z = new stdClass; $m3 = new WeakMap; $m3[$z] = 5; $wz = WeakReference::create($z); unset($m3); var_dump($wz->get() === $z); unset($z); var_dump($wz->get());
echo "end\n";
--EXPECT--
object(WeakReference)#2 (0) {
}
bool(true)
bool(true)
NULL
int(2)
bool(true)
bool(false)
array(1) {
  [0]=>
  int(2)
}
object(WeakMap)#1 (2) {
  [0]=>
  array(2) {
    ["key"]=>
    object(stdClass)#3 (0) {
    }
    ["value"]=>
    int(1)
  }
  [1]=>
  array(2) {
    ["key"]=>
    object(ArrayObject)#4 (1) {
      ["storage":"ArrayObject":private]=>
      array(1) {
        [0]=>
        int(1)
      }
    }
    ["value"]=>
    array(1) {
      [0]=>
      int(2)
    }
  }
}
WeakMap Object
(
    [0] => Array
        (
            [key] => stdClass Object
                (
                )

            [value] => 1
        )

    [1] => Array
        (
            [key] => ArrayObject Object
                (
                    [storage:ArrayObject:private] => Array
                        (
                            [0] => 1
                        )

                )

            [value] => Array
                (
                    [0] => 2
                )

        )

)

array(0) {
}
string(8) "stdClass"
int(1)
string(11) "ArrayObject"
array(1) {
  [0]=>
  int(2)
}
int(1)
bool(false)
NULL
int(0)
Error: Cannot append to WeakMap
TypeError: WeakMap key must be an object
Error: Object stdClass#12 not contained in WeakMap
Error: Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
Error: Trying to clone an uncloneable object of class WeakReference
Exception: Serialization of 'WeakMap' is not allowed
TypeError: WeakMap key must be an object
TypeError: WeakReference::create(): Argument #1 ($object) must be of type object, int given
dtor
after
int(2)
bool(true)
NULL
end
