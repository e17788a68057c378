--TEST--
SplObjectStorage
--FILE--
<?php
function t($f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = new SplObjectStorage;
$os = []; for ($i = 0; $i < 5; $i++) { $os[$i] = new stdClass; $os[$i]->i = $i; $s->attach($os[$i], "d$i"); }
foreach ($s as $k => $o) { echo "$k: {$o->i} ", $s->getInfo(), "\n"; if ($o->i == 1) $s->detach($o); }
echo count($s), "\n";

$s->rewind(); var_dump($s->key(), $s->current()->i); $s->setInfo('new'); var_dump($s[$os[0]]);
t(fn()=>$s[new stdClass]);
t(fn()=>$s['x']);
t(fn()=>$s->attach('x'));
var_dump(isset($s[$os[0]]), isset($s[new stdClass]), $s->contains($os[2]));
$s2 = new SplObjectStorage; $s2[$os[2]] = 1; $s2[$os[3]] = 2;
var_dump($s->removeAll($s2), count($s), $s->addAll($s2), count($s), $s->removeAllExcept($s2), count($s));
var_dump($s2);
print_r($s2);
$s3 = new SplObjectStorage; $s3->rewind(); var_dump($s3->valid(), $s3->key()); t(fn()=>$s3->current());
var_dump($s2 == $s3, (array)$s2);
var_dump($s2->getHash($os[2]) === spl_object_hash($os[2]));
--EXPECT--
0: 0 d0
1: 1 d1
1: 2 d2
2: 3 d3
3: 4 d4
4
int(0)
int(0)
string(3) "new"
UnexpectedValueException: Object not found
TypeError: SplObjectStorage::offsetGet(): Argument #1 ($object) must be of type object, string given
TypeError: SplObjectStorage::attach(): Argument #1 ($object) must be of type object, string given
bool(true)
bool(false)
bool(true)
int(2)
int(2)
int(4)
int(4)
int(2)
int(2)
object(SplObjectStorage)#9 (1) {
  ["storage":"SplObjectStorage":private]=>
  array(2) {
    [0]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#4 (1) {
        ["i"]=>
        int(2)
      }
      ["inf"]=>
      int(1)
    }
    [1]=>
    array(2) {
      ["obj"]=>
      object(stdClass)#5 (1) {
        ["i"]=>
        int(3)
      }
      ["inf"]=>
      int(2)
    }
  }
}
SplObjectStorage Object
(
    [storage:SplObjectStorage:private] => Array
        (
            [0] => Array
                (
                    [obj] => stdClass Object
                        (
                            [i] => 2
                        )

                    [inf] => 1
                )

            [1] => Array
                (
                    [obj] => stdClass Object
                        (
                            [i] => 3
                        )

                    [inf] => 2
                )

        )

)
bool(false)
int(0)
RuntimeException: Called current() on invalid iterator
bool(false)
array(0) {
}
bool(true)
