--TEST--
JIT pgo: loop-free entries whose profile sees more InterpOnes than compiled bytecodes per entry (nested string-keyed reads) are refused (ProfileNetInterpOne) and get no live code; a rare long path beside them; results unchanged
--INI--
hop.jit=pgo
hop.jit_threshold=10
hop.jit_pgo_threshold=50
hop.jit_profitability=1
--FILE--
<?php
// Loop-free functions the interpreter calls whose entries, by the profile,
// run more InterpOnes (nested string-keyed reads) than compiled bytecodes:
// pgo refuses their optimized code and gives no live code either. Output as php's.
function pick(array $cfg, string $k) {
    $v = $cfg['db'][$k];
    return $v;
}
function pick2(array $cfg, int $i) {
    if ($i < 0) {
        $s = 0;
        $s = $s + $i * 2 - 1;
        $s = $s * 3 + $i - 7;
        $s = $s % 5 + $i * $i;
        return $s;
    }
    return $cfg['list'][$i % 3]['name'];
}
class Box { public $items = ['a' => ['x' => 1]]; }
function boxed(Box $b, $k) {
    return $b->items[$k]['x'];
}
$cfg = ['db' => ['host' => 'h', 'port' => 5432], 'list' => [['name' => 'n0'], ['name' => 'n1'], ['name' => 'n2']]];
$out = [];
$b = new Box;
for ($i = 0; $i < 3000; $i++) {
    $out[] = pick($cfg, $i % 2 ? 'host' : 'port');
    $out[] = pick2($cfg, $i % 1000 == 999 ? -$i : $i);
    $out[] = boxed($b, 'a');
}
echo count($out), ' ', implode(',', array_slice($out, 0, 9)), ' ', implode(',', array_slice($out, -6)), "\n";
echo array_sum(array_filter($out, 'is_int')), "\n";
--EXPECT--
9000 5432,n0,1,h,n1,1,5432,n2,1 5432,n1,1,h,8993998,1
22138994
