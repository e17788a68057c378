--TEST--
IteratorIterator downcast, argument counts before types, uncloneable classes, stream_select
--FILE--
<?php
// Assorted extension behaviours: IteratorIterator's downcast class checked only for an
// IteratorAggregate, systemlib methods count arguments before checking types,
// uncloneable XMLWriter/XMLReader/secure engine, stream_select's null seconds with 0 µs,
// __PHP_Incomplete_Class is final.
$it = new ArrayIterator([1, 2]);
foreach ([[$it, 1], [$it, 'Nope'], [new ArrayObject([1]), 'Nope'], [new ArrayObject([1]), 'ArrayObject']] as [$o, $c]) {
  try { new IteratorIterator($o, $c); echo "ok\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { new IteratorIterator($it, null, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CallbackFilterIterator(null); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CallbackFilterIterator(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (['XMLWriter', 'XMLReader', 'Random\Engine\Secure', 'Random\Engine\Mt19937', 'ArrayObject'] as $c) {
  echo $c, ": ", (new ReflectionClass($c))->isCloneable() ? "cloneable" : "not cloneable", "\n";
}
try { clone new XMLWriter; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$read = [fopen(__FILE__, 'r')]; $w = null; $e = null;
var_dump(stream_select($read, $w, $e, null, 0));
try { stream_select($read, $w, $e, null, 1); } catch (ValueError $x) { echo $x->getMessage(), "\n"; }
var_dump((new ReflectionClass('__PHP_Incomplete_Class'))->isFinal());
--EXPECT--
ok
ok
LogicException: Class to downcast to not found or not base class or does not implement Traversable
ok
ArgumentCountError: IteratorIterator::__construct() expects at most 2 arguments, 3 given
ArgumentCountError: CallbackFilterIterator::__construct() expects exactly 2 arguments, 1 given
ArgumentCountError: CallbackFilterIterator::__construct() expects exactly 2 arguments, 0 given
XMLWriter: not cloneable
XMLReader: not cloneable
Random\Engine\Secure: not cloneable
Random\Engine\Mt19937: cloneable
ArrayObject: cloneable
Trying to clone an uncloneable object of class XMLWriter
int(1)
stream_select(): Argument #5 ($microseconds) must be null when argument #4 ($seconds) is null
bool(true)
