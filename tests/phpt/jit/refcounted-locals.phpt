--TEST--
JIT: refcounted values in locals and on the stack; destructors run where the last reference drops
--FILE--
<?php
// Refcounted values in locals and on the stack in compiled loops: a local
// overwritten drops its old value, and the last reference going away runs
// the destructor right there (output order as php's).
class D {
    public $v;
    public function __construct(public string $name) { $this->v = 0; }
    public function __destruct() { echo "destruct {$this->name}\n"; }
}

function replace_each(int $n) {
    $arr = [];
    for ($i = 0; $i < $n; $i++) $arr[] = new D("d$i");
    $cur = null;
    for ($i = 0; $i < $n; $i++) {
        $cur = $arr[$i];
        $arr[$i] = 0;                  // the array's reference goes: $cur owns it
        echo "took {$cur->name}\n";    // the previous $cur was destructed by the store above
    }
    echo "loop done\n";
    return $cur;
}
$last = replace_each(4);
echo "returned {$last->name}\n";
$last = null;
echo "--\n";

// The same object over and over: counts go up and down, nothing destructs.
function same(array $objs, int $n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $a = $objs[$i % 2];
        $b = $a;
        $s += $b->v;
        $a->v++;
    }
    return $s;
}
$pair = [new D("p0"), new D("p1")];
echo same($pair, 10), "\n";
$pair = null;
echo "--\n";

// A destructor that throws when its object is dropped by a store.
class Boom {
    public function __construct(public int $n) {}
    public function __destruct() { echo "boom {$this->n}\n"; if ($this->n == 2) throw new Exception("from dtor {$this->n}"); }
}
function throwing() {
    $x = null;
    try {
        for ($i = 0; $i < 5; $i++) {
            $list = [new Boom($i)];
            $x = $list[0];
            $list = null;
            echo "i=$i\n";
        }
    } catch (Exception $e) {
        echo "caught: ", $e->getMessage(), " i=$i\n";
    }
    echo "x is ", $x->n, "\n";
}
throwing();
echo "--\n";

// Strings and arrays from locals and elements.
function strs(array $a, int $n) {
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $s = $a[$i % count($a)];
        $t = $s;
        $out[] = $t;
    }
    return implode(",", $out);
}
echo strs(["a", "b" . mt_rand(1, 1) , str_repeat("c", 3)], 7), "\n";

// A destructor that looks at the frame's state through a global.
class G { public function __destruct() { global $seen; $seen[] = "gone"; echo "G gone, seen=", count($seen), "\n"; } }
function globals_seen() {
    $seen = [];
    $arr = [new G, new G, new G];
    for ($i = 0; $i < 3; $i++) {
        $g = $arr[$i];
        $arr[$i] = null;
    }
    $g = 1;
    echo "end\n";
}
globals_seen();
echo "done\n";
--EXPECT--
took d0
destruct d0
took d1
destruct d1
took d2
destruct d2
took d3
loop done
returned d3
destruct d3
--
20
destruct p0
destruct p1
--
i=0
boom 0
i=1
boom 1
i=2
boom 2
caught: from dtor 2 i=3
x is 3
boom 3
--
a,b1,ccc,a,b1,ccc,a
G gone, seen=1
G gone, seen=2
G gone, seen=3
end
done
