--TEST--
ArrayObject/ArrayIterator key conversions and errors
--FILE--
<?php
$ao = new ArrayObject([]);
$ao[1.5] = 'a'; $ao[true] = 'b'; $ao[null] = 'c'; $ao["2"] = 'd';
var_dump($ao->getArrayCopy());
try { $ao[[]] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo $ao[[]]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { isset($ao[new stdClass]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($ao[new stdClass]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $ao->offsetGet([]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($ao[STDIN] ?? 'x');
var_dump($ao->offsetExists('zz'), $ao['zz'] ?? 'def');
echo $ao[99];
echo $ao['nokey'];
unset($ao['nokey']);
$ao->offsetUnset('nokey2');
$it = new ArrayIterator([1,2,3]);
try { $it->seek(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $it->seek(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($it->current(), $it->key()); $it->next(); $it->next(); $it->next(); var_dump($it->current(), $it->key(), $it->valid());
try { new ArrayObject("x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ArrayObject([], 0, "stdClass"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ArrayObject([], 0, "Nope"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $ao->count(5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--
Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
array(2) {
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "d"
}
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type in isset or empty
TypeError: Illegal offset type in unset
TypeError: Illegal offset type

Warning: Resource ID#1 used as offset, casting to integer (1) in %s on line 10
string(1) "b"
bool(false)
string(3) "def"

Warning: Undefined array key 99 in %s on line 12

Warning: Undefined array key "nokey" in %s on line 13
OutOfBoundsException: Seek position 5 is out of range
OutOfBoundsException: Seek position -1 is out of range
NULL
NULL
NULL
NULL
bool(false)
TypeError: ArrayObject::__construct(): Argument #1 ($array) must be of type array, string given
TypeError: ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, stdClass given
TypeError: ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, Nope given
ArgumentCountError: ArrayObject::count() expects exactly 0 arguments, 1 given
