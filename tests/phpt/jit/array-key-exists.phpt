--TEST--
JIT: array_key_exists() compiled for int and string keys on arrays; other keys and non-arrays take the builtin
--INI--
hop.jit_threshold=2
--FILE--
<?php
// array_key_exists() / key_exists() compiled (ArrKeyExists) for an Int or Str key on an
// array: numeric-string keys, null values (exist), missing keys; other key kinds (float,
// null, bool) and non-arrays take the builtin's own path (deprecations, TypeErrors).
function probe(array $a, $n) {
  $found = 0;
  for ($i = 0; $i < $n; $i++) {
    if (array_key_exists($i % 7, $a)) $found++;
    if (key_exists('k' . ($i % 3), $a)) $found += 10;
    $s = (string)($i % 5);
    if (array_key_exists($s, $a)) $found += 100;
  }
  return $found;
}
function odd($a) {
  $r = [];
  foreach ([1.7, null, true, false, '01', ' 1', '-0', '-3', PHP_INT_MAX] as $k) $r[] = var_export(@array_key_exists($k, $a), true);
  try { array_key_exists([], $a); } catch (TypeError $e) { $r[] = $e->getMessage(); }
  try { array_key_exists(1, 'str'); } catch (TypeError $e) { $r[] = $e->getMessage(); }
  return implode(' ', $r);
}
$a = [0 => null, 1 => 'x', 3 => 3, 'k1' => null, '' => 1, -3 => 'neg', PHP_INT_MAX => 0];
for ($r = 0; $r < 100; $r++) { $o = probe($a, 50) . ' ' . odd($a); if ($r == 0 || $r == 99) echo $o, "\n"; }
echo array_key_exists(1.5, [1 => 1]) ? "y\n" : "n\n";
--EXPECTF--
3192 true true true true false false false true true Illegal offset type array_key_exists(): Argument #2 ($array) must be of type array, string given
3192 true true true true false false false true true Illegal offset type array_key_exists(): Argument #2 ($array) must be of type array, string given

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 24
y
