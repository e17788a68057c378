--TEST--
Constant expressions refuse non-enum properties, [] on objects and non-array unpacking when evaluated
--FILE--
<?php
// what php's constant-expression evaluator refuses, at evaluation time
enum E implements ArrayAccess {
    case A;
    public function offsetGet($k): mixed { return 42; }
    public function offsetExists($k): bool { return true; }
    public function offsetSet($k, $v): void {}
    public function offsetUnset($k): void {}
}
class P { public $prop = 42; }
function withDefault($p = (new P)->prop) { return $p; }
function withEnumProp($p = E::A->name) { return $p; }
function withDim($p = E::A[0]) { return $p; }
function withSpread($p = [...new ArrayObject([1])]) { return $p; }
function withArraySpread($p = [...[1, 2], 3]) { return $p; }
foreach (['withDefault', 'withEnumProp', 'withDim', 'withSpread', 'withArraySpread'] as $f) {
    try { var_dump($f()); } catch (Error $e) { echo "$f: ", $e->getMessage(), "\n"; }
}
const OBJ = new P;
try { var_dump(OBJ->prop); } catch (Error $e) { echo $e->getMessage(), "\n"; }
const NAME = E::A->name;
var_dump(NAME);
const N = null;
const NULLSAFE = N?->prop;
var_dump(NULLSAFE);
--EXPECT--
withDefault: Fetching properties on non-enums in constant expressions is not allowed
string(1) "A"
withDim: Cannot use [] on objects in constant expression
withSpread: Only arrays can be unpacked in constant expression
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(42)
string(1) "A"
NULL
