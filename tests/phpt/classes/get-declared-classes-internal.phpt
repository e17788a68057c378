--TEST--
get_declared_classes/interfaces/traits list the runtime's classes first, compiled or not
--FILE--
<?php
interface MyI {}
trait MyT {}
class Mine implements MyI { use MyT; }
enum MyE { case A; }
$c = get_declared_classes();
var_dump(in_array('stdClass', $c), in_array('Exception', $c), in_array('ArrayIterator', $c), in_array('ReflectionClass', $c), in_array('WeakMap', $c));
var_dump(array_search('Exception', $c) < array_search('Mine', $c));
var_dump(array_slice($c, -2));
var_dump(in_array('MyI', $c), in_array('MyT', $c), in_array('Countable', $c));
$i = get_declared_interfaces();
var_dump(in_array('Countable', $i), in_array('Traversable', $i), end($i), in_array('Mine', $i));
var_dump(get_declared_traits());
new ArrayObject([]);
$c2 = get_declared_classes();
var_dump(count($c2) === count($c), count(array_unique($c2)) === count($c2));
class_alias('Mine', 'MineAlias');
$c3 = get_declared_classes(); var_dump(end($c3));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
array(2) {
  [0]=>
  string(4) "Mine"
  [1]=>
  string(3) "MyE"
}
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
string(3) "MyI"
bool(false)
array(1) {
  [0]=>
  string(3) "MyT"
}
bool(true)
bool(true)
string(9) "minealias"
