--TEST--
hash lookups, inserts and unsets (index backward shifts) with int and string keys, small and large arrays
--FILE--
<?php
// Hash lookups, inserts and deletions (backward shifts in the index) on
// arrays large and small, with int and string keys whose hashes collide in
// the index's slots: misses, hits and re-inserts after unsets.
mt_srand(7);
foreach ([5, 300, 70000] as $n) {
  $h = []; $m = [];
  for ($i = 0; $i < $n; $i++) {
    $h['k' . (($i * 7919) % ($n * 2))] = $i;
    $m[($i * 2654435761) % 1000003 - 500000] = $i;
  }
  $hits = 0; $sum = 0;
  for ($i = 0; $i < 2 * $n; $i++) {
    if (isset($h['k' . $i])) { $hits++; $sum += $h['k' . $i]; }
    if (array_key_exists($i - 500000, $m)) { $hits++; $sum += $m[$i - 500000]; }
    $sum += $m[$i] ?? 1;
  }
  $j = 0;
  foreach (array_keys($h) as $k) if ($j++ % 3 == 0) unset($h[$k]);
  $j = 0;
  foreach (array_keys($m) as $k) if ($j++ % 2 == 0) unset($m[$k]);
  for ($i = 0; $i < $n; $i += 2) { $h['k' . $i] = -$i; $m[$i * 31] = $i; }
  $chk = 0;
  foreach ($h as $k => $v) $chk = ($chk * 31 + strlen($k) + $v) & 0xFFFFFFF;
  foreach ($m as $k => $v) $chk = ($chk * 31 + $k + $v) & 0xFFFFFFF;
  for ($i = 0; $i < 2 * $n; $i++) {
    if (isset($h['k' . $i])) $chk ^= $i;
    if (isset($m[$i * 31])) $chk += 3;
  }
  echo "$n: ", count($h), ' ', count($m), " hits=$hits sum=", $sum & 0xFFFFFFF, " chk=$chk\n";
}
--EXPECT--
5: 6 5 hits=6 sum=20 chk=248781180
300: 302 300 hits=301 sum=45450 chk=244210691
70000: 69999 69717 hits=79798 sum=183055027 chk=151981472
