--TEST--
ArrayObject/ArrayIterator: clone, unset() through elements, storage replaced during a sort
--FILE--
<?php
// Cloning ArrayObject and ArrayIterator, unset() through their elements,
// and storage replaced while a sort runs.
class C { public $p1 = 'a'; }
$c = new C;
$ao = new ArrayObject($c);
$copy = clone $ao;           // an object's properties become an array
$copy['new'] = 'only in the copy';
$c->p2 = 'only in the object';
var_dump($ao, $copy);

$inner = new ArrayObject([1, 2, 3]);
$outer = new ArrayObject($inner);
$oc = clone $outer;          // another ArrayObject's elements are copied too
$oc[] = 4;
var_dump(count($inner), count($oc));

$it = new ArrayIterator([1, 2, 3]);
$it->next();
$ic = clone $it;             // a clone iterates over the original
$ic[] = 4;
var_dump(count($it));
foreach ($ic as $v) echo $v, ' ';
echo "\n";

class Own extends ArrayObject { function __construct() { parent::__construct($this); $this['k'] = 'v'; } }
$a = new Own;
$b = clone $a;
$b['only'] = 'b';
var_dump($a, $b);

$nested = new ArrayObject(['foo' => ['bar' => ['baz' => 'boo', 'keep' => 1]]]);
unset($nested['foo']['bar']['baz']);
unset($nested['missing']['x']);
print_r($nested->getArrayCopy());

$sorted = new ArrayObject([3, 1, 2]);
$sorted->uasort(function ($x, $y) use ($sorted) {
    try {
        $sorted->exchangeArray([9]);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    return $x <=> $y;
});
print_r($sorted->getArrayCopy());

$dyn = new ArrayObject();
$dyn2 = new ArrayObject($dyn);
$d = new stdClass;
$d->b = 1;
$d->a = 2;
$objStore = new ArrayObject($d);
$objStore->ksort();
var_dump($d);

class BadHash extends SplObjectStorage { #[ReturnTypeWillChange] function getHash($o) { return 2; } }
try {
    $bh = new BadHash;
    $bh[new stdClass] = 1;
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    (new SplObjectStorage)->__unserialize([[new stdClass], []]);
} catch (UnexpectedValueException $e) {
    echo $e->getMessage(), "\n";
}
--EXPECTF--
Deprecated: Creation of dynamic property C::$p2 is deprecated in %s on line 9
object(ArrayObject)#2 (1) {
  ["storage":"ArrayObject":private]=>
  object(C)#1 (2) {
    ["p1"]=>
    string(1) "a"
    ["p2"]=>
    string(18) "only in the object"
  }
}
object(ArrayObject)#3 (1) {
  ["storage":"ArrayObject":private]=>
  array(2) {
    ["p1"]=>
    string(1) "a"
    ["new"]=>
    string(16) "only in the copy"
  }
}
int(3)
int(4)
int(4)
1 2 3 4 
object(Own)#9 (1) {
  ["k"]=>
  string(1) "v"
}
object(Own)#10 (2) {
  ["k"]=>
  string(1) "v"
  ["only"]=>
  string(1) "b"
}

Notice: Indirect modification of overloaded element of ArrayObject has no effect in %s on line 34
Array
(
    [foo] => Array
        (
            [bar] => Array
                (
                    [keep] => 1
                )

        )

)
Modification of ArrayObject during sorting is prohibited
Modification of ArrayObject during sorting is prohibited
Modification of ArrayObject during sorting is prohibited
Array
(
    [1] => 1
    [2] => 2
    [0] => 3
)
object(stdClass)#15 (2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
}
RuntimeException: Hash needs to be a string
Odd number of elements
