--TEST--
JIT: builtins called by name from a namespace (FPushFuncD + FCall): coercions, errors, frames, callbacks
--FILE--
<?php
// Builtins called by name from a namespace (FPushFuncD, resolved at run
// time): arguments of the parameters' kinds,
// arguments the builtin coerces, count and type errors, exceptions and
// their lines, builtins that read the caller's frame, callbacks.
namespace App\Text;

function words(string $s, int $n): string {
    $out = '';
    for ($i = 0; $i < $n; $i++) {
        $w = substr($s, $i % 7, 4);
        $out .= strtoupper($w) . sprintf('%02d', strlen($w)) . str_repeat('.', $i % 3);
        $out .= implode('|', explode(' ', trim(" a b ")));
    }
    return $out . max($n, 2) . \count([1, 2]);
}
echo words('the quick brown fox', 12), "\n";

function coerce($v) { return strlen($v) . ':' . str_pad($v, 6, '*'); }
foreach ([12345, 1.5, true, 'ab'] as $v) echo coerce($v), "\n";

function bad($v) { return strlen($v); }
foreach ([[1], new \stdClass] as $v) {
    try { echo bad($v), "\n"; } catch (\TypeError $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), "\n"; }
}
function few() { return str_repeat('x'); }
function neg($n) { return str_repeat('x', $n); }
for ($i = 0; $i < 2; $i++) {
    try { few(); } catch (\ArgumentCountError $e) { echo $e->getMessage(), ' @', $e->getLine(), "\n"; }
    try { neg(-1); } catch (\ValueError $e) { echo $e->getMessage(), ' @', $e->getLine(), "\n"; }
    echo neg(3), "\n";
}
function frame($a, $b = 2) {
    $c = 3;
    return json_encode([func_get_args(), func_num_args(), compact('a', 'c'), array_keys(get_defined_vars())]);
}
echo frame(1), "\n", frame(1, 5), "\n";
function cb(array $xs) {
    return implode(',', array_map(fn($x) => $x * 2, array_filter($xs, fn($x) => $x % 2))) . '/' .
           array_sum(array_map('intval', ['3', '4x']));
}
echo cb([1, 2, 3, 4, 5]), "\n";
function thrower(array $xs) {
    return array_map(function ($x) { throw new \RuntimeException("no $x"); }, $xs);
}
try { thrower([7]); } catch (\RuntimeException $e) { echo $e->getMessage(), ' @', $e->getLine(), ' ', count($e->getTrace()), "\n"; }
function warn($a) { return array_combine($a, [1]); }
try { warn([1, 2]); } catch (\ValueError $e) { echo $e->getMessage(), "\n"; }
function oct($s) { return octdec($s); }
echo oct('777'), ' ', oct('8'), "\n";
--EXPECTF--
THE 04a|bHE Q04.a|bE QU04..a|b QUI04a|bQUIC04.a|bUICK04..a|bICK 04a|bTHE 04.a|bHE Q04..a|bE QU04a|b QUI04.a|bQUIC04..a|b122
5:12345*
3:1.5***
1:1*****
2:ab****
TypeError: strlen(): Argument #1 ($string) must be of type string, array given @22
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given @22
str_repeat() expects exactly 2 arguments, 1 given @26
str_repeat(): Argument #2 ($times) must be greater than or equal to 0 @27
xxx
str_repeat() expects exactly 2 arguments, 1 given @26
str_repeat(): Argument #2 ($times) must be greater than or equal to 0 @27
xxx
[[1],1,{"a":1,"c":3},["a","b","c"]]
[[1,5],2,{"a":1,"c":3},["a","b","c"]]
2,6,10/7
no 7 @44 3
array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements
511 
Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 49
0
