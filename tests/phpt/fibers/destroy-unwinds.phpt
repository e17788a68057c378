--TEST--
Fiber: a suspended fiber destroyed runs its finally blocks (not catch), closes its generators
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "D{$this->n} dtor\n"; } }
function test1() {
    $f = new Fiber(function () {
        $d = new D(1);
        try {
            try {
                Fiber::suspend();
            } catch (Throwable $t) {
                echo "never\n";
            }
        } finally {
            echo "finally 1\n";
        }
        echo "never2\n";
    });
    $f->start();
    echo "before unset\n";
    unset($f);
    echo "after unset\n";
}
test1();
function gen2() { try { yield 1; yield 2; } finally { echo "gen finally\n"; } }
$f2 = new Fiber(function () {
    foreach (gen2() as $v) { Fiber::suspend($v); }
});
$f2->start();
$f2 = null;
echo "f2 gone\n";
$f3 = new Fiber(function () {
    try { Fiber::suspend(); } finally { echo "f3 finally\n"; }
});
$f3->start();
$keep = new D(2);
echo "end\n";
--EXPECT--
before unset
finally 1
D1 dtor
after unset
gen finally
f2 gone
end
D2 dtor
f3 finally
