--TEST--
Internal SPL methods do not call a subclass's overrides
--FILE--
<?php
// Internal classes do not call a subclass's overrides of their own public methods.
class S extends SplStack { function push($v): void { echo "push\n"; parent::push($v); } function pop(): mixed { echo "pop\n"; return parent::pop(); } function count(): int { echo "count\n"; return parent::count(); } function valid(): bool { echo "valid\n"; return parent::valid(); } }
$s = new S; $s[] = 1; $s->push(2); var_dump(isset($s[0]), $s[1]);
$s->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO | SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($s as $v) echo "v=$v\n";
class O extends SplObjectStorage { function attach($o, $i = null): void { echo "attach\n"; parent::attach($o, $i); } function contains($o): bool { echo "contains\n"; return parent::contains($o); } }
$o = new O; $x = new stdClass; $o[$x] = 1; var_dump(isset($o[$x])); $o2 = new O; $o2->addAll($o); $o2->removeAllExcept($o);
class R extends RecursiveArrayIterator { function current(): mixed { return 'over'; } }
$r = new R([[1]]); var_dump($r->hasChildren(), $r->getChildren());
--EXPECT--
push
bool(true)
int(1)
valid
v=2
valid
v=1
valid
bool(true)
bool(true)
object(R)#6 (1) {
  ["storage":"ArrayIterator":private]=>
  array(1) {
    [0]=>
    int(1)
  }
}
