--TEST--
hash arrays under insert/unset churn keep unique keys
--FILE--
<?php
$seed = 42; function rnd($lo, $hi) { global $seed; $seed = ($seed * 1103515245 + 12345) % 2147483648; return $lo + $seed % ($hi - $lo + 1); }
$a = []; $ref = [];
for ($i = 0; $i < 200000; $i++) {
    $op = rnd(0, 9);
    $k = rnd(0, 3000);
    if ($op < 2) $k = "s" . $k;
    if ($op < 6) { $a[$k] = $i; }
    elseif ($op < 9) { unset($a[$k]); }
    else { $x = $a[$k] ?? -1; $ref[] = $x; }
}
echo count($a), " ", array_sum($a), " ", array_sum($ref), "\n";
$s = 0; foreach ($a as $k => $v) { $s = ($s * 31 + crc32((string)$k) + $v) % 1000000007; } echo $s, "\n";
// stack-like churn at the end
$b = [];
for ($i = 0; $i < 100000; $i++) { $b["k$i"] = $i; unset($b["k$i"]); }
$b["z"] = 1; var_dump($b, isset($b["k5"]));
// deletes then lookups
$c = []; for ($i = 0; $i < 1000; $i++) $c[$i * 7] = $i;
for ($i = 0; $i < 1000; $i += 2) unset($c[$i * 7]);
$t = 0; for ($i = 0; $i < 7000; $i++) if (isset($c[$i])) $t += $c[$i]; echo $t, "\n";
--EXPECT--
5002 944839770 2515771782
912558295
array(1) {
  ["z"]=>
  int(1)
}
bool(false)
250000
