--TEST--
callbacks from builtins under strict_types, nested throws, deep recursion
--FILE--
<?php
declare(strict_types=1);
// Callbacks from builtins under strict_types: coercion of arguments, return types, exceptions.
print_r(array_map(fn(int $x): int => $x * 2, ['5', 6]));
try { print_r(array_map(fn(int $x): int => $x, ['zz'])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { print_r(array_map(fn($x): int => $x, ['7'])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$a = [3, 1, 2];
usort($a, fn(int $x, int $y): int => $x <=> $y);
print_r($a);
function deep($n) { return $n ? array_map(fn($x) => deep($n - 1) + $x, [1])[0] : 0; }
echo deep(50), "\n";
// a callback throwing inside nested callbacks, caught in the middle
$r = array_map(function ($x) {
    try { return array_map(fn($y) => $y == 2 ? throw new Exception("e$x") : $y, [1, 2]); }
    catch (Exception $e) { return $e->getMessage(); }
}, [1, 2]);
print_r($r);
// generator keys/values through iterator_to_array + callbacks
function gen() { foreach ([1, 2, 3] as $v) yield $v => $v * 10; }
print_r(array_map(fn($v) => $v + 1, iterator_to_array(gen())));
--EXPECT--
Array
(
    [0] => 10
    [1] => 12
)
{closure}(): Argument #1 ($x) must be of type int, string given
{closure}(): Return value must be of type int, string returned
Array
(
    [0] => 1
    [1] => 2
    [2] => 3
)
50
Array
(
    [0] => e1
    [1] => e2
)
Array
(
    [1] => 11
    [2] => 21
    [3] => 31
)
