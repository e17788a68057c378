--TEST--
a fiber suspended in a compiled call, resumed from another compiled run, throws (its runs of compiled code kept per fiber)
--FILE--
<?php
// A fiber suspended inside a compiled call, resumed from another run of
// compiled code (a callback of array_map), then throwing: the exception is
// parked in the run on the fiber's own stack (each fiber keeps its chain of
// runs while switched out).
function inner($s) {
    if (!$s) return 0;
    $x = Fiber::suspend($s);
    if ($x > 1) throw new RuntimeException("from fiber $x");
    return $x;
}
function body($a) { $r = inner($a); $r += inner($a); return $r; }
for ($i = 0; $i < 5; $i++) body(0);
function resumer($f, $v) {
    try {
        return array_map(fn($x) => $f->resume($x), [$v]);
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
        return null;
    }
}
foreach ([[1, 1], [1, 2], [2, 1]] as [$a, $b]) {
    $fiber = new Fiber('body');
    echo "start: ", $fiber->start(42), "\n";
    var_dump(resumer($fiber, $a));
    if (!$fiber->isTerminated()) { var_dump(resumer($fiber, $b)); }
    var_dump($fiber->isTerminated() ? "terminated" : "suspended");
    if ($fiber->isTerminated() && $a == 1 && $b == 1) var_dump($fiber->getReturn());
}
--EXPECT--
start: 42
array(1) {
  [0]=>
  int(42)
}
array(1) {
  [0]=>
  NULL
}
string(10) "terminated"
int(2)
start: 42
array(1) {
  [0]=>
  int(42)
}
RuntimeException: from fiber 2
NULL
string(10) "terminated"
start: 42
RuntimeException: from fiber 2
NULL
string(10) "terminated"
