--TEST--
array release runs every element's destructor, throws chained
--FILE--
<?php
// Releasing an array runs its elements' destructors in order; one that throws
// still lets the rest go (each later throw chained as previous), packed and
// hash arrays, with string keys released too.
class D {
    public function __construct(public string $n, public bool $throw = false) {}
    public function __destruct() {
        echo "destruct {$this->n}\n";
        if ($this->throw) throw new Exception("from {$this->n}");
    }
}
function run(callable $make) {
    try {
        $a = $make();
        $a = null;
        echo "no throw\n";
    } catch (Exception $e) {
        echo "caught: ", $e->getMessage();
        for ($p = $e->getPrevious(); $p; $p = $p->getPrevious()) echo " <- ", $p->getMessage();
        echo "\n";
    }
}
run(fn() => [new D('p0'), new D('p1', true), new D('p2'), new D('p3', true), new D('p4')]);
run(fn() => ['a' => new D('h0'), 'b' . mt_rand(1, 1) => new D('h1', true), 'c' => new D('h2')]);
run(function () { $x = ['k1' => new D('t0'), 'k2' => new D('t1'), 'k3' => new D('t2', true)]; unset($x['k2']); return $x; });
run(fn() => [[new D('n0', true)], ['z' => new D('n1')], new D('n2')]);
run(fn() => ['s' => str_repeat('x', 10), 1 => 2.5, 'o' => new D('last')]);
echo "done\n";
--EXPECT--
destruct p0
destruct p1
destruct p2
destruct p3
destruct p4
caught: from p3 <- from p1
destruct h0
destruct h1
destruct h2
caught: from h1
destruct t1
destruct t0
destruct t2
caught: from t2
destruct n0
destruct n1
destruct n2
caught: from n0
destruct last
no throw
done
