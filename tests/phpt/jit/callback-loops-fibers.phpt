--TEST--
JIT: a fiber suspended inside the callbacks of the JIT's array_map / array_filter / array_reduce loops, resumed later
--FILE--
<?php
// A fiber suspended inside array_map / array_filter / array_reduce callbacks
// run by compiled code, resumed later: the loops go on where they were.
function work(int $base): array {
    $m = array_map(function ($x) use ($base) { $got = Fiber::suspend($x); return $x * $base + $got; }, [1, 2, 3]);
    $f = array_filter($m, fn($v) => Fiber::suspend($v) % 2 == 0);
    $r = array_reduce($f, function ($c, $v) { return $c + Fiber::suspend($v); }, 0);
    return [$m, $f, $r];
}
for ($round = 0; $round < 4; $round++) {
    $fb = new Fiber(fn() => work($round + 1));
    $v = $fb->start();
    $seen = [];
    while (!$fb->isTerminated()) {
        $seen[] = $v;
        $v = $fb->resume($v + 10);
    }
    echo json_encode([$seen, $fb->getReturn()]), "\n";
}
--EXPECT--
[[1,2,3,12,14,16,12,14,16],[[12,14,16],[12,14,16],72]]
[[1,2,3,13,16,19,16],[[13,16,19],{"1":16},26]]
[[1,2,3,14,18,22,14,18,22],[[14,18,22],[14,18,22],84]]
[[1,2,3,15,20,25,20],[[15,20,25],{"1":20},30]]
