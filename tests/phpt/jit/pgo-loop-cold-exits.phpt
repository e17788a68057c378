--TEST--
JIT pgo: a loop head whose optimized code leaves now and then at a block its profile never saw stays compiled; results unchanged
--INI--
hop.jit=pgo
hop.jit_threshold=2
hop.jit_pgo_threshold=200
--FILE--
<?php
// A loop whose optimized code leaves at a block its profile never saw run
// (a buffer flush every few hundred rounds): each such exit resumes in the
// interpreter, which enters the loop's code again at the next round; the
// loop stays compiled and the results do not change.
function run($n) {
    $buf = '';
    $flushes = 0;
    $acc = 0;
    for ($i = 0; $i < $n; $i++) {
        $buf .= chr(97 + $i % 26);
        $acc = ($acc * 31 + $i) & 0xFFFFFF;
        if (strlen($buf) >= 700) {
            $acc ^= crc32($buf) & 0xFFFF;
            $buf = '';
            $flushes++;
        }
    }
    return "$n: acc=$acc flushes=$flushes rest=" . strlen($buf);
}
echo run(600), "\n";
echo run(60000), "\n";
echo run(1500), "\n";
--EXPECT--
600: acc=8440108 flushes=0 rest=600
60000: acc=3430081 flushes=85 rest=500
1500: acc=4239332 flushes=2 rest=100
