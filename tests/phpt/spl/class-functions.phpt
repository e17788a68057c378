--TEST--
class_implements/parents/uses, spl_object_hash, iterator_* functions
--FILE--
<?php
enum E { case A; }
var_dump(class_uses(E::A), class_uses('E'));
echo spl_object_hash(new stdClass), "\n";
$o = new stdClass; echo spl_object_hash($o), " ", spl_object_id($o), "\n";
print_r(class_implements('ArrayObject')); print_r(class_implements(new ArrayIterator)); print_r(class_implements('RecursiveArrayIterator'));
print_r(class_implements('SplDoublyLinkedList')); print_r(class_implements('SplStack')); print_r(class_implements('CachingIterator'));
print_r(class_parents('RecursiveArrayIterator')); print_r(class_parents(new SplStack));
print_r(class_implements('Generator'));
var_dump(class_implements('NoSuchClass'));
var_dump(class_parents('NoSuchClass'));
var_dump(class_uses('NoSuchClass'));
var_dump(class_implements('NoSuchClass', false));
var_dump(function_exists('spl_classes'), function_exists('spl_autoload_call'), function_exists('spl_autoload_extensions'), function_exists('spl_autoload'));
try { iterator_to_array(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { iterator_count("x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { iterator_apply([1], 'strlen'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function g() { yield 1 => 'a'; yield 1 => 'b'; yield 2 => 'c'; }
var_dump(iterator_to_array(g()), iterator_to_array(g(), false), iterator_count(g()));
$it = new ArrayIterator([1,2,3]);
var_dump(iterator_apply($it, function() use ($it) { echo $it->current(), "\n"; return true; }));
var_dump(iterator_apply($it, function($x) { echo "x=$x\n"; return false; }, [42]));
$g = g(); foreach ($g as $v) {} try { iterator_to_array($g); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(iterator_to_array(new ArrayIterator(['a'=>1, 2])));
--EXPECTF--
array(0) {
}
array(0) {
}
00000000000000020000000000000000
00000000000000020000000000000000 2
Array
(
    [IteratorAggregate] => IteratorAggregate
    [Traversable] => Traversable
    [ArrayAccess] => ArrayAccess
    [Serializable] => Serializable
    [Countable] => Countable
)
Array
(
    [SeekableIterator] => SeekableIterator
    [Traversable] => Traversable
    [Iterator] => Iterator
    [ArrayAccess] => ArrayAccess
    [Serializable] => Serializable
    [Countable] => Countable
)
Array
(
    [Countable] => Countable
    [Serializable] => Serializable
    [ArrayAccess] => ArrayAccess
    [Iterator] => Iterator
    [Traversable] => Traversable
    [SeekableIterator] => SeekableIterator
    [RecursiveIterator] => RecursiveIterator
)
Array
(
    [Iterator] => Iterator
    [Traversable] => Traversable
    [Countable] => Countable
    [ArrayAccess] => ArrayAccess
    [Serializable] => Serializable
)
Array
(
    [Serializable] => Serializable
    [ArrayAccess] => ArrayAccess
    [Countable] => Countable
    [Traversable] => Traversable
    [Iterator] => Iterator
)
Array
(
    [Stringable] => Stringable
    [Iterator] => Iterator
    [Traversable] => Traversable
    [OuterIterator] => OuterIterator
    [ArrayAccess] => ArrayAccess
    [Countable] => Countable
)
Array
(
    [ArrayIterator] => ArrayIterator
)
Array
(
    [SplDoublyLinkedList] => SplDoublyLinkedList
)
Array
(
    [Iterator] => Iterator
    [Traversable] => Traversable
)

Warning: class_implements(): Class NoSuchClass does not exist and could not be loaded in %s on line 10
bool(false)

Warning: class_parents(): Class NoSuchClass does not exist and could not be loaded in %s on line 11
bool(false)

Warning: class_uses(): Class NoSuchClass does not exist and could not be loaded in %s on line 12
bool(false)

Warning: class_implements(): Class NoSuchClass does not exist in %s on line 13
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
TypeError: iterator_to_array(): Argument #1 ($iterator) must be of type Traversable|array, int given
TypeError: iterator_count(): Argument #1 ($iterator) must be of type Traversable|array, string given
TypeError: iterator_apply(): Argument #1 ($iterator) must be of type Traversable, array given
array(2) {
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
int(3)
1
2
3
int(3)
x=42
int(1)
Exception: Cannot traverse an already closed generator
array(2) {
  ["a"]=>
  int(1)
  [0]=>
  int(2)
}
