--TEST--
new of a class without a constructor: statement, assignment, reference, arguments, inherited and trait constructors, destructors
--FILE--
<?php
// `new C` of classes without a constructor, in every position.
class A { public $v = 1; }
class P { public $n; function __construct() { echo "P::__construct\n"; $this->n = 5; } }
class Q extends P {}
trait T { function __construct() { echo "T::__construct\n"; } }
class U { use T; }
class D { public static $count = 0; public $id; function __destruct() { echo "destruct {$this->id}\n"; } }
function side() { echo "side\n"; return 3; }
function make() {
    for ($i = 0; $i < 3; $i++) {
        $a = new A;
        $a->v += $i;
        $b = new A();
    }
    var_dump($a, $b);
    new A;                      // a statement: dropped
    $q = new Q;                 // inherited constructor runs
    var_dump($q->n);
    $u = new U();               // a trait's constructor runs
    $x = new A(side(), side()); // arguments of a class without constructor are evaluated
    var_dump($x);
    $r = 1;
    $ref = &$r;
    $ref = new A;               // through a reference
    var_dump($r);
    var_dump(get_class(new A), (new A)->v);
    $list = [new A, new A];
    var_dump(count($list));
    for ($i = 0; $i < 3; $i++) {
        $d = new D;             // the previous one is destroyed at the store
        $d->id = $i;
    }
    echo "end\n";
}
make();
$anon = new class { public $z = 9; };
var_dump($anon->z);
$objs = [];
for ($i = 0; $i < 5; $i++) { $objs[] = new A; }
var_dump(count($objs), $objs[4] === $objs[4], $objs[3] == $objs[4], $objs[3] === $objs[4]);
echo "done\n";
--EXPECT--
object(A)#2 (1) {
  ["v"]=>
  int(3)
}
object(A)#3 (1) {
  ["v"]=>
  int(1)
}
P::__construct
int(5)
T::__construct
side
side
object(A)#5 (1) {
  ["v"]=>
  int(1)
}
object(A)#6 (1) {
  ["v"]=>
  int(1)
}
string(1) "A"
int(1)
int(2)
destruct 0
destruct 1
end
destruct 2
int(9)
int(5)
bool(true)
bool(true)
bool(false)
done
