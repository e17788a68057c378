--TEST--
SplObjectStorage with an overridden getHash()
--FILE--
<?php
class S extends SplObjectStorage { public function getHash($o): string { return get_class($o); } }
$s = new S; $a = new stdClass; $b = new stdClass; $c = new ArrayObject;
$s[$a] = 1; $s[$b] = 2; $s[$c] = 3;
var_dump(count($s), $s[$a], $s->contains($b));
var_dump($s);
$s->detach(new stdClass); var_dump(count($s));
--EXPECT--
int(2)
int(2)
bool(true)
object(S)#1 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(2) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#2 (0) {
      }
      ["inf"]=>
      int(2)
    }
    [1]=>
    array(2) {
      ["obj"]=>
      object(ArrayObject)#4 (1) {
        ["storage":"ArrayObject":private]=>
        array(0) {
        }
      }
      ["inf"]=>
      int(3)
    }
  }
}
int(1)
