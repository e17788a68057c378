--TEST--
ArrayObject, ArrayIterator, SplObjectStorage, SplDoublyLinkedList: the Serializable format (serialize()/unserialize() methods, C: data)
--FILE--
<?php
// The Serializable format of ArrayObject, ArrayIterator, SplObjectStorage
// and SplDoublyLinkedList: one numbering per call, back-references across parts.
$o = new stdClass;
$ao = new ArrayObject([$o, $o, 'k' => [1, 2]]);
echo $ao->serialize(), "\n";
$it = new ArrayIterator(['a' => $o, 'b' => $o]);
echo $it->serialize(), "\n";
$s = new SplObjectStorage;
$p = new stdClass;
$s[$o] = 1;
$s[$p] = $o;
echo $s->serialize(), "\n";
$l = new SplDoublyLinkedList;
$l->push(1);
$l->push($o);
$l->push($o);
$l->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
echo $l->serialize(), "\n";
echo (new SplQueue)->serialize(), "\n";

// Old C: data unserializes.
function c($cls, $payload) { return unserialize('C:' . strlen($cls) . ':"' . $cls . '":' . strlen($payload) . ':{' . $payload . '}'); }
$ao2 = c('ArrayObject', 'x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:4;};m:a:1:{s:1:"p";i:7;}');
var_dump($ao2, $ao2[0] === $ao2[1]);
$s2 = c('SplObjectStorage', 'x:i:2;O:8:"stdClass":0:{},i:5;;O:8:"stdClass":0:{},r:3;;m:a:0:{}');
var_dump(count($s2));
foreach ($s2 as $i => $obj) var_dump($s2[$obj]);
$l2 = c('SplDoublyLinkedList', 'i:2;:i:1;:s:1:"x";:a:1:{i:0;b:1;}');
var_dump($l2->getIteratorMode(), $l2->count(), $l2[1], $l2[2]);

// Errors say where the data went wrong.
foreach (['x:i:0;', 'y:i:0;', 'x:s:1:"a";;m:a:0:{}', 'x:i:0;a:0:{};n:a:0:{}', 'x:i:0;i:1;;m:a:0:{}'] as $bad) {
    try {
        (new ArrayObject)->unserialize($bad);
        echo "no error for $bad\n";
    } catch (UnexpectedValueException $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach (['x:i:1;s:1:"a";,i:1;;m:a:0:{}', 'x:i:-1;;m:a:0:{}', 'x:i:0;;m:i:0;'] as $bad) {
    try {
        (new SplObjectStorage)->unserialize($bad);
        echo "no error for $bad\n";
    } catch (UnexpectedValueException $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach (['i:0;:i:1;x', 's:1:"a";'] as $bad) {
    try {
        (new SplDoublyLinkedList)->unserialize($bad);
        echo "no error for $bad\n";
    } catch (UnexpectedValueException $e) {
        echo $e->getMessage(), "\n";
    }
}
(new ArrayObject)->unserialize('');   // nothing to do

// A subclass's private properties survive serialize()/unserialize().
class Bag extends ArrayObject {
    private $name = null;
    protected $tag = 't';
    function setName($n) { $this->name = $n; return $this; }
    function getName() { return $this->name; }
}
$b = unserialize(serialize((new Bag(['x' => 1]))->setName('ok')));
var_dump($b->getName(), $b);
class Store extends SplObjectStorage { private $label = 'L'; function label() { return $this->label; } }
$st = new Store;
$st[$o] = 2;
$r = unserialize(serialize($st));
var_dump($r->label(), count($r));

// An ArrayObject that is its own storage.
class Own extends ArrayObject { function __construct() { parent::__construct($this); } }
$own = new Own;
$own['foo'] = 'bar';
var_dump($own);
echo serialize($own), "\n";
echo $own->serialize(), "\n";
var_dump(unserialize(serialize($own))['foo']);
--EXPECTF--
x:i:0;a:3:{i:0;O:8:"stdClass":0:{}i:1;r:3;s:1:"k";a:2:{i:0;i:1;i:1;i:2;}};m:a:0:{}
x:i:0;a:2:{s:1:"a";O:8:"stdClass":0:{}s:1:"b";r:3;};m:a:0:{}
x:i:2;O:8:"stdClass":0:{},i:1;;O:8:"stdClass":0:{},r:2;;m:a:0:{}
i:2;:i:1;:O:8:"stdClass":0:{}:r:3;
i:4;

Deprecated: Creation of dynamic property ArrayObject::$p is deprecated in %s on line 23
object(ArrayObject)#7 (2) {
  ["p"]=>
  int(7)
  ["storage":"ArrayObject":private]=>
  array(2) {
    [0]=>
    object(stdClass)#8 (0) {
    }
    [1]=>
    object(stdClass)#8 (0) {
    }
  }
}
bool(true)
int(2)
int(5)
object(stdClass)#10 (0) {
}
int(2)
int(3)
string(1) "x"
int(1)
Error at offset 6 of 6 bytes
Error at offset 0 of 6 bytes
Error at offset 10 of 19 bytes
Error at offset 13 of 21 bytes
Error at offset 6 of 19 bytes
Error at offset 6 of 28 bytes
Error at offset 6 of 16 bytes
Error at offset 6 of 13 bytes
Error at offset 9 of 10 bytes
Error at offset 8 of 8 bytes
string(2) "ok"
object(Bag)#13 (3) {
  ["name":"Bag":private]=>
  string(2) "ok"
  ["tag":protected]=>
  string(1) "t"
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["x"]=>
    int(1)
  }
}
string(1) "L"
int(1)
object(Own)#18 (1) {
  ["foo"]=>
  string(3) "bar"
}
O:3:"Own":4:{i:0;i:16777216;i:1;N;i:2;a:1:{s:3:"foo";s:3:"bar";}i:3;N;}
x:i:16777216;m:a:1:{s:3:"foo";s:3:"bar";}

Deprecated: Creation of dynamic property Own::$foo is deprecated in %s on line 81
string(3) "bar"
