--TEST--
JIT: += and ++ on locals holding references (closures' use (&$x), foreach by reference, typed properties' references) compiled through the reference
--FILE--
<?php
// `$r += v` and `$r++` on locals holding references (closures' `use (&$x)`,
// foreach by reference, `$r = &$a[...]`), called from compiled code: ints,
// floats, overflow to float, kinds changing, typed properties holding the
// reference (their type checks and coercions), null and strings left to
// the interpreter.
class T { public int $i = 0; public float $f = 0.0; public ?int $n = null; }
function closures(int $n): string {
    $count = 0; $sum = 0.5; $big = PHP_INT_MAX - 5; $s = 'a'; $nul = null;
    $bump = function (int $by) use (&$count): void { $count += $by; };
    $inc = function () use (&$count) { return $count++; };
    $pre = function () use (&$count) { return --$count; };
    $fl = function ($x) use (&$sum) { $sum *= 1.0001; $sum += $x; $sum++; };
    $ov = function () use (&$big) { $big++; $big += 1; };
    $str = function () use (&$s) { $s++; };
    $nn = function () use (&$nul) { $nul++; };
    $mix = function ($x) use (&$count) { $count += $x; };
    for ($i = 0; $i < $n; $i++) {
        $bump($i & 7);
        $inc();
        $pre();
        $fl($i);
        if ($i < 8) $ov();
        if ($i < 30) $str();
        if ($i < 3) $nn();
        $mix($i % 10 == 9 ? 0.5 : 1);
    }
    return var_export([$count, round($sum, 6), $big, $s, $nul], true);
}
for ($r = 0; $r < 3; $r++) echo closures(300), "\n";
function typed(int $n): string {
    $t = new T;
    $ri = &$t->i; $rf = &$t->f; $rn = &$t->n;
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $ri += 2; $ri++;
        $rf += 1; $rf++;
        try { $rn++; } catch (Error $e) { $out[] = $e->getMessage(); }
        if ($i == $n - 2) {
            try { $ri += PHP_INT_MAX; } catch (TypeError $e) { $out[] = $e->getMessage(); }
        }
    }
    return var_export([$t, $out], true);
}
for ($r = 0; $r < 2; $r++) echo typed(50), "\n";
function foreachRef(array $a): array {
    foreach ($a as &$v) { $v += 3; $v *= 2; $v--; }
    unset($v);
    return $a;
}
for ($r = 0; $r < 3; $r++) echo json_encode(foreachRef([1, 2, 3.5, 4, PHP_INT_MAX])), "\n";
function sharedRef(): array {
    $a = [1, 2];
    $x = &$a[0];
    $b = $a;          // $b shares the reference element
    for ($i = 0; $i < 100; $i++) { $x += 1; ++$x; }
    return [$a, $b];
}
echo json_encode(sharedRef()), json_encode(sharedRef()), "\n";
--EXPECT--
array (
  0 => 1327.0,
  1 => 45603.882702,
  2 => 9.223372036854776E+18,
  3 => 'ae',
  4 => 3,
)
array (
  0 => 1327.0,
  1 => 45603.882702,
  2 => 9.223372036854776E+18,
  3 => 'ae',
  4 => 3,
)
array (
  0 => 1327.0,
  1 => 45603.882702,
  2 => 9.223372036854776E+18,
  3 => 'ae',
  4 => 3,
)
array (
  0 => 
  \T::__set_state(array(
     'i' => 150,
     'f' => 100.0,
     'n' => 50,
  )),
  1 => 
  array (
    0 => 'Cannot assign float to reference held by property T::$i of type int',
  ),
)
array (
  0 => 
  \T::__set_state(array(
     'i' => 150,
     'f' => 100.0,
     'n' => 50,
  )),
  1 => 
  array (
    0 => 'Cannot assign float to reference held by property T::$i of type int',
  ),
)
[7,9,12,13,1.8446744073709552e+19]
[7,9,12,13,1.8446744073709552e+19]
[7,9,12,13,1.8446744073709552e+19]
[[201,2],[201,2]][[201,2],[201,2]]
