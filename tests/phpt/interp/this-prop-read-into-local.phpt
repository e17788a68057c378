--TEST--
$x = $this->p; stored by BaseH's read path itself: references, destructor order of the old value, uninitialized typed property, __get, copies of arrays
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "[destruct {$this->n}]"; } }
class A {
    public $x = 1;
    public $s = "str";
    public ?D $d = null;
    public int $typed;
    public $arr = [1, 2];
    function plain() { $r = $this->x; $r2 = $this->s; $r3 = $this->arr; $r3[] = 3; var_dump($r, $r2, $r3, $this->arr); }
    function intoRef() { $y = 0; $ref = &$y; $ref = $this->x; var_dump($y); }
    function overwriteObject() {
        $this->d = new D(1);
        $o = new D(2);
        echo "before ";
        $o = $this->d;     // the old value's destructor runs at the store
        echo " after ";
        var_dump($o->n);
        $this->d = null;
        echo "dropped ";
        $o = $this->x;     // the last reference to D(1) goes
        echo "\n";
    }
    function uninitTyped() {
        try { $v = $this->typed; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
    function inLoop() { $sum = 0; for ($i = 0; $i < 5; $i++) { $v = $this->x; $sum += $v; } var_dump($sum); }
    function selfAssign() { $x = $this->arr; $x = $this->arr; var_dump($x === $this->arr); }
}
$a = new A;
$a->plain();
$a->intoRef();
$a->overwriteObject();
$a->uninitTyped();
$a->inLoop();
$a->selfAssign();
class M { private $data = ['p' => 5]; function __get($n) { echo "__get($n) "; return $this->data[$n]; } function f() { $v = $this->p; var_dump($v); } }
(new M)->f();
--EXPECT--
int(1)
string(3) "str"
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(1)
before [destruct 2] after int(1)
dropped [destruct 1]
Error: Typed property A::$typed must not be accessed before initialization
int(5)
bool(true)
__get(p) int(5)
