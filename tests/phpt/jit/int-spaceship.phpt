--TEST--
JIT: `a <=> b` of two ints compiled (CmpInt); other kinds compare in the interpreter
--FILE--
<?php
// usort comparators of ints run compiled: -1, 0 or 1, PHP_INT_MIN/MAX included.
$data = [];
for ($i = 0; $i < 64; $i++) $data[] = ($i * 7919) % 1009 - 500;
$data[] = PHP_INT_MAX; $data[] = PHP_INT_MIN; $data[] = 0;
$t = 0;
for ($r = 0; $r < 300; $r++) {
    $s = $data;
    usort($s, fn($a, $b) => $a <=> $b);
    $t += $s[0] === PHP_INT_MIN ? 1 : 0;
    usort($s, fn($a, $b) => $b <=> $a);
    $t += $s[0] === PHP_INT_MAX ? 1 : 0;
}
function sp(int $a, int $b) { return $a <=> $b; }
echo $t, ' ', implode(',', array_slice($s, 0, 5)), ' ', sp(3, 3), sp(-1, 2), sp(PHP_INT_MAX, PHP_INT_MIN), "\n";
// mixed kinds: floats, strings, null fall back to the interpreter
$m = [1, 2.5, "3", null, true, -1.5, "abc", 0];
$o = [];
for ($i = 0; $i < 8; $i++) for ($j = 0; $j < 8; $j++) $o[] = $m[$i] <=> $m[$j];
echo implode('', $o), "\n";
--EXPECT--
600 9223372036854775807,505,476,472,447 0-11
0-1-1101-1110-1101-11110101-11-1-1-10-1-1-1000010001-1-1-1100-1-111110101-1-1-10-11-10
