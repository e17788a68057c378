--TEST--
callbacks from builtins: exceptions, by-ref, generators, backtraces, bound this, captures
--FILE--
<?php
// Callbacks from builtins: exceptions, by-reference params, generators, backtraces,
// static closures, bound $this, named args, captures, __call, defaults, variadics.
class Box {
    public function __construct(private int $k) {}
    public function mul(): Closure { return fn($x) => $x * $this->k; }
    public function __call($name, $args) { return "$name:" . implode(',', $args); }
    public static function st($x) { return static::class . $x; }
}
class SubBox extends Box {}
function thrower($x) { if ($x == 3) throw new RuntimeException("bad $x"); return $x; }
try { array_map('thrower', [1, 2, 3, 4]); } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try {
    usort($a, fn($x, $y) => throw new LogicException('cmp'));
} catch (Throwable $e) { echo get_class($e), "\n"; }
$a = [3, 1, 2];
try { usort($a, function ($x, $y) { if ($x == 2 || $y == 2) throw new Exception('in usort'); return $x <=> $y; }); }
catch (Exception $e) { echo $e->getMessage(), ' line ', $e->getLine(), "\n"; }
// by-reference
$arr = [1, 2, 3];
array_walk($arr, function (&$v, $k, $add) { $v = $v * 10 + $add; }, 5);
print_r($arr);
$r = array_map(function (&$v) { $v++; return $v; }, [1, 2]);
print_r($r);
// generators as callbacks
$g = array_map(function ($x) { yield $x; yield $x * 2; }, [1, 2]);
foreach ($g as $gen) { foreach ($gen as $v) echo $v, ' '; }
echo "\n";
// backtrace inside a callback shows the builtin frame
function tr($x) {
    foreach (debug_backtrace() as $f) echo ($f['function'] ?? '?'), '@', ($f['line'] ?? '-'), ' ';
    echo "\n";
    return $x;
}
array_map('tr', [1]);
usort($arr, function ($a, $b) { static $once = false; if (!$once) { $once = true; tr(0); } return $a <=> $b; });
// static closures, bound $this, static methods with LSB
$b = new Box(3);
print_r(array_map($b->mul(), [1, 2]));
print_r(array_map(static fn($x) => isset($this) ? 'this' : 'nothis', [1]));
print_r(array_map([SubBox::class, 'st'], [1]));
print_r(array_map('SubBox::st', [2]));
print_r(array_map([$b, 'magic'], [1, 2]));
// closures capturing by value and by reference
$k = 10; $sum = 0;
array_map(function ($x) use ($k, &$sum) { $sum += $x + $k; }, [1, 2, 3]);
echo $sum, "\n";
// fewer / more args than declared, defaults, variadics
print_r(array_map(fn($x, $y = 'd') => "$x$y", [1, 2]));
print_r(array_map(fn(...$xs) => count($xs), [1, 2], [3, 4]));
print_r(array_filter([1, 2, 3, 4], fn($v, $k) => $k % 2, ARRAY_FILTER_USE_BOTH));
echo array_reduce([1, 2, 3], fn($c, $x) => $c + $x, 0), "\n";
print_r(array_map(fn(int $x): string => gettype($x), ['5', 6]));
try { array_map(fn(int $x) => $x, ['zz']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// named arguments through call_user_func_array and builtins as callbacks
echo call_user_func_array(fn($a, $b) => "$a-$b", ['b' => 2, 'a' => 1]), "\n";
print_r(array_map('strtoupper', ['a', 'b']));
echo preg_replace_callback('/\d/', fn($m) => $m[0] * 2, 'a1b2c3'), "\n";
// recursion: a callback that calls a builtin with a callback
print_r(array_map(fn($row) => array_sum(array_map(fn($x) => $x * $x, $row)), [[1, 2], [3, 4]]));
// first-class callables and bound methods
$add = $b->mul(...);
print_r(array_map($add(), [4]));
$f = strlen(...);
print_r(array_map($f, ['abc']));
--EXPECTF--
RuntimeException: bad 3
TypeError
in usort line 17
Array
(
    [0] => 15
    [1] => 25
    [2] => 35
)

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 23

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 23
Array
(
    [0] => 2
    [1] => 3
)
1 2 2 4 
tr@- array_map@35 
tr@36 {closure}@- usort@36 
Array
(
    [0] => 3
    [1] => 6
)
Array
(
    [0] => nothis
)
Array
(
    [0] => SubBox1
)
Array
(
    [0] => SubBox2
)
Array
(
    [0] => magic:1
    [1] => magic:2
)
36
Array
(
    [0] => 1d
    [1] => 2d
)
Array
(
    [0] => 2
    [1] => 2
)
Array
(
    [1] => 2
    [3] => 4
)
6
Array
(
    [0] => integer
    [1] => integer
)
{closure}(): Argument #1 ($x) must be of type int, string given
1-2
Array
(
    [0] => A
    [1] => B
)
a2b4c6
Array
(
    [0] => 5
    [1] => 25
)
Array
(
    [0] => 12
)
Array
(
    [0] => 3
)
