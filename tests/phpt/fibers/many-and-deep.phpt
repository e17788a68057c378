--TEST--
Fiber: thousands of fibers, deep recursion inside one, stacks released
--FILE--
<?php
// Many live fibers, deep recursion inside fibers.
$fibers = [];
for ($i = 0; $i < 2000; $i++) {
    $fibers[$i] = new Fiber(function (int $n) {
        $total = 0;
        while (true) {
            $v = Fiber::suspend($n);
            if ($v === null) break;
            $total += $v;
        }
        return $total;
    });
    $fibers[$i]->start($i);
}
for ($round = 1; $round <= 3; $round++) {
    foreach ($fibers as $f) $f->resume($round);
}
$sum = 0;
foreach ($fibers as $f) { $f->resume(null); $sum += $f->getReturn(); }
var_dump($sum);
function depth($n) { return $n == 0 ? Fiber::suspend('bottom') : 1 + depth($n - 1); }
$deep = new Fiber(fn() => depth(20000));
var_dump($deep->start());
$deep->resume(0);
var_dump($deep->getReturn());
// Fibers created and finished in a loop release their stacks.
for ($i = 0; $i < 5000; $i++) {
    $f = new Fiber(function () { return Fiber::suspend() + 1; });
    $f->start();
    $f->resume($i);
}
var_dump($f->getReturn());
// Suspended fibers dropped in a loop are force-closed.
$closed = 0;
for ($i = 0; $i < 1000; $i++) {
    $f = new Fiber(function () use (&$closed) { try { Fiber::suspend(); } finally { $closed++; } });
    $f->start();
}
unset($f);
var_dump($closed);
--EXPECT--
int(12000)
string(6) "bottom"
int(20000)
int(5000)
int(1000)
