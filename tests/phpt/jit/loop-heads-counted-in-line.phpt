--TEST--
loop heads that wait count their branches in line between asks; output unchanged
--FILE--
<?php
// Loop heads that wait (a long function called often): their backward
// branches are counted in line between asks; a head that turns hot later
// still gets entered, and a function whose inner loop runs compiled code
// keeps asking at every branch.
function scan(array $xs, int $k): int {
    $sum = 0;
    foreach ($xs as $i => $x) {          // one head
        if ($x % 3 === $k) $sum += $x * $i;
    }
    $j = 0;
    while ($j < count($xs)) {            // another, interleaved with the first's
        $sum ^= $xs[$j] << ($j & 7);
        $j += 2;
    }
    for ($o = 0; $o < 3; $o++) {         // outer and inner
        for ($n = 0; $n < 5; $n++) $sum += $o * $n + $k;
    }
    return $sum;
}
$xs = range(1, 40);
$t = 0;
for ($r = 0; $r < 600; $r++) {
    $t = ($t + scan($xs, $r % 3)) % 1000003;
    if ($r % 150 === 0) echo "$r: $t\n";
}
echo "total $t\n";
--EXPECT--
0: 4261
150: 752961
300: 501658
450: 250355
total 994794
