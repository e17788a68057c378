--TEST--
callable parameters of runtime methods: php's 'must be a valid callback' reasons
--FILE--
<?php
foreach ([null, [], [1,2,3], 'nofunc', ['stdClass', 'nope'], 5] as $cb) {
  try { new CallbackFilterIterator(new ArrayIterator([]), $cb); echo "ok\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
class P { private function priv() { return true; } function make() { return new CallbackFilterIterator(new ArrayIterator([1]), [$this, 'priv']); } }

try { new CallbackFilterIterator(new ArrayIterator([1]), [new P, 'priv']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(iterator_count(new CallbackFilterIterator(new ArrayIterator([1, 2, 3]), fn($v) => $v > 1)));
--EXPECT--
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, no array or string given
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, array callback must have exactly two members
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, array callback must have exactly two members
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, function "nofunc" not found or invalid function name
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, class stdClass does not have a method "nope"
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, no array or string given
CallbackFilterIterator::__construct(): Argument #2 ($callback) must be a valid callback, cannot access private method P::priv()
int(2)
