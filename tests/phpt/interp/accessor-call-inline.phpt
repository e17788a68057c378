--TEST--
accessor methods (return $this->p) called with no arguments: read at the call site, with every case the call handles
--FILE--
<?php
// Accessors (`return $this->p;`) called with no arguments: the read without a
// frame must give what the call gives, in every case.
class Base {
    public $pub = 1;
    protected ?Base $next = null;
    private string $s = "str";
    public int $typed;
    public $arr = [1, 2];
    public readonly int $ro;
    public $me;
    public function __construct() { $this->ro = 7; $this->me = $this; }
    public function getPub() { return $this->pub; }
    public function getNext(): ?Base { return $this->next; }
    public function setNext(?Base $n): void { $this->next = $n; }
    public function getS(): string { return $this->s; }
    public function getTyped(): int { return $this->typed; }
    public function getArr(): array { return $this->arr; }
    public function getRo(): int { return $this->ro; }
    public function getPubAsString(): string { return $this->pub; }
    public function getSelf(): static { return $this->me; }
    public function getNextBase(): Base { return $this->next; }
}
class Child extends Base {
    public $pub = "child";
    private string $s = "child-private";   // Base::getS reads Base's $s
}
class Magic extends Base {
    public function __get($n) { echo "__get($n)\n"; return 42; }
}
class Dtor {
    public $v = "dtor-value";
    public function getV() { return $this->v; }
    public function __destruct() { echo "destruct\n"; }
}

$objs = [new Base, new Child, new Base, new Child];
$objs[0]->setNext($objs[1]);
$objs[2]->setNext($objs[3]);
for ($i = 0; $i < 3; $i++) {
    foreach ($objs as $o) {
        var_dump($o->getPub(), $o->getS(), $o->getArr(), $o->getRo());
        $n = $o->getNext();
        echo $n ? get_class($n) : "null", "\n";
        echo $o->getPubAsString(), "\n";
        try { var_dump($o->getTyped()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { var_dump(get_class($o->getNextBase())); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
        try { var_dump(get_class($o->getSelf())); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    }
}
// A reference in the property.
$b = new Base;
for ($i = 0; $i < 3; $i++) {
    $r = &$b->pub;
    $r = $i * 10;
    var_dump($b->getPub());
    unset($r);
}
// An unset property: __get on later calls.
$m = new Magic;
for ($i = 0; $i < 3; $i++) {
    var_dump($m->getPub());
    if ($i == 1) unset($m->pub);
}
// The object's last reference goes with the call.
for ($i = 0; $i < 3; $i++) {
    $v = (new Dtor)->getV();
    echo "after: $v\n";
}
// Typed property set after a first failing read.
$t = new Base;
for ($i = 0; $i < 3; $i++) {
    try { echo $t->getTyped(), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; $t->typed = $i; }
}
// Coercion of the return value (int property, string return type), weak mode.
$c = new Base;
for ($i = 0; $i < 3; $i++) { $c->pub = $i; var_dump($c->getPubAsString()); }
// In a backtrace-free getter, a nullsafe call and a call on a non-object.
$null = null;
for ($i = 0; $i < 2; $i++) {
    var_dump($null?->getPub());
    try { $null->getPub(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(1)
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
Child
1
Error: Typed property Base::$typed must not be accessed before initialization
string(5) "Child"
string(4) "Base"
string(5) "child"
string(3) "str"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(7)
null
child
Error: Typed property Base::$typed must not be accessed before initialization
Base::getNextBase(): Return value must be of type Base, null returned
string(5) "Child"
int(0)
int(10)
int(20)
int(1)
int(1)
__get(pub)
int(42)
destruct
after: dtor-value
destruct
after: dtor-value
destruct
after: dtor-value
Typed property Base::$typed must not be accessed before initialization
0
0
string(1) "0"
string(1) "1"
string(1) "2"
NULL
Call to a member function getPub() on null
NULL
Call to a member function getPub() on null
