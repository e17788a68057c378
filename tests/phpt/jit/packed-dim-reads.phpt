--TEST--
JIT: `$a[$i][$j]` of packed arrays compiled (a string's byte, an inner array's element); guards leave when kinds or shapes change
--FILE--
<?php
// `$a[$i][$j]` of packed arrays: a string's byte, an inner array's element;
// keys as literals, locals and stack cells. Guards exit when the kinds or
// the shapes change (a hash array, an array where a string was, a key out
// of range, a negative offset counting from the end, a missing key's warning).
function bytes(array $words, int $n): string {
    $out = '';
    for ($i = 0; $i < $n; $i++) {
        $j = $i % 4;
        $out .= $words[$i % 3][0] . $words[1][$j] . $words[$i % 3][$i % 2];
        if ($i == $n - 5) $words[1] = 'xy';       // short: $words[1][3] is out of range
        if ($i == $n - 3) $words[1] = [7, 8, 9, 10];
    }
    return $out;
}
echo @bytes(['abcd', 'efgh', 'ijkl'], 200), "\n";
function grid(array $m, int $n): int {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $r = $i % 3;
        $s += $m[$r][$i % 2] * 10 + $m[2][1] + $m[$r][1];
        if ($i == $n - 4) $m[2] = ['x' => 1, 1 => 5];   // a hash array inside
        if ($i == $n - 2) $m[1][1] = 2.5;              // a float element
    }
    return $s;
}
var_dump(grid([[1, 2], [3, 4], [5, 6]], 300));
function negative(array $w, int $n): string {
    $o = '';
    for ($i = 0; $i < $n; $i++) $o .= $w[0][$i % 3 - 1];   // -1 counts from the end
    return $o;
}
echo negative(['pqr'], 30), "\n";
function missing(array $w, int $n): int {
    $c = 0;
    for ($i = 0; $i < $n; $i++) $c += strlen((string) $w[$i % 2][$i % 5]);
    return $c;
}
echo missing([[1, 22, 333], 'abcdef'], 20), "\n";
// the main script (globals): explode's pieces
$fields = explode(';', 'id=1;alpha;;beta');
$t = '';
for ($i = 0; $i < 100; $i++) { $t .= $fields[1][0] . $fields[3][$i % 4]; }
echo md5($t), "\n";
--EXPECTF--
aeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbeeeifjagaehfieiafbegeihjaeaeffigiahbxxxiyja9a7108
int(13486)
rpqrpqrpqrpqrpqrpqrpqrpqrpqrpq

Warning: Undefined array key 4 in %s on line 36

Warning: Undefined array key 3 in %s on line 36

Warning: Undefined array key 4 in %s on line 36

Warning: Undefined array key 3 in %s on line 36
22
d1583b139a3253c279a060c03f844fcf
