--TEST--
JIT: array_map / array_filter / array_reduce of a Closure from compiled code run the JIT's loop (keys, references, shapes left to the builtin, exceptions, backtraces, warnings, recursion)
--FILE--
<?php
// array_map / array_filter / array_reduce with a Closure, called from
// compiled code (a hot function): the JIT runs the builtin's loop and calls
// the closure as compiled calls do. Results, keys, references, $this,
// exceptions (caught inside the closure, in the caller, through nested
// calls), backtraces, warnings, closures whose compiled code leaves early,
// and the argument shapes left to the builtin must all be php's.
final class Scale {
    public function __construct(private int $f) {}
    public function mapper(): Closure { return fn($x) => $x * $this->f; }
    public static function st(): Closure { return static fn($x) => $x + 1; }
}
function plus1($x) { return $x + 1; }
function round_(array $data, array $hash, int $r): string {
    $k = $r % 5 + 1;
    $m = array_map(fn($x) => $x * $k + 1, $data);
    $h = array_map(fn($x) => "<$x>", $hash);                  // string keys kept
    $f = array_filter($m, function ($x) use ($k) { return $x % 3 != $k % 3; });
    $fh = array_filter($hash, fn($v) => $v > 1);
    $s = array_reduce($f, fn($c, $x) => ($c + $x) & 0xFFFF, 0);
    $s2 = array_reduce($hash, fn($c, $x) => $c . $x);          // no initial: null
    $t = array_sum(array_map((new Scale($k))->mapper(), $data));
    $st = array_sum(array_map(Scale::st(), [1, 2, 3]));
    // Kinds changing inside the closure (its code leaves compiled code).
    $mix = array_map(fn($x) => $x % 4 == 0 ? $x / 2 : ($x % 4 == 1 ? "s$x" : $x), [1, 2, 3, 4, 5, 6, 7, 8]);
    // Shapes the builtin keeps: a string callable, a first-class builtin, null, several arrays, a mode.
    $o1 = array_map('plus1', [1, 2]);
    $o2 = array_map(strtoupper(...), ['a', 'b']);
    $o3 = array_map(null, [1, 2]);
    $o4 = array_map(fn($a, $b) => $a . $b, [1, 2], [3, 4]);
    $o5 = array_filter(['a' => 1, 'b' => 2], fn($k) => $k == 'b', ARRAY_FILTER_USE_KEY);
    $o6 = array_map(fn($x = 5) => $x, [7]);                     // a default: not simple
    $o7 = array_map(function &($x) { static $v; $v = $x; return $v; }, [8]);
    // A reference element: the callback sees its value.
    $refd = [1, 2, 3];
    $rr = &$refd[1];
    $rr = 20;
    $o8 = array_map(fn($x) => $x + 1, $refd);
    $o9 = array_filter($refd, fn($x) => $x > 2);
    // A by-reference parameter (a warning, the builtin's).
    return json_encode([$s, $s2, $t, $st, count($m), array_slice($f, 0, 3, true), $h, $fh, $mix, $o1, $o2, $o3, $o4, $o5, $o6, $o7, $o8, $o9]);
}
$data = range(1, 50);
$hash = ['a' => 1, 'b' => 2, 'c' => 3];
$seen = [];
for ($r = 0; $r < 40; $r++) {
    $line = round_($data, $hash, $r);
    $seen[$r % 5][] = $line;
}
foreach ($seen as $i => $lines) echo $i, " ", count(array_unique($lines)), " ", $lines[0], "\n";

// Exceptions: thrown by the closure, caught inside it, in the caller, and
// through a nested array_map; the partial results are not seen.
function thrower(int $n): string {
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        try {
            $out[] = array_sum(array_map(function ($x) use ($i) {
                if ($x == $i % 7) throw new RuntimeException("bad $x");
                try {
                    if ($x == 5) throw new LogicException("inner");
                } catch (LogicException $e) {
                    return 100;
                }
                return $x;
            }, [0, 1, 2, 3, 4, 5]));
        } catch (RuntimeException $e) {
            $out[] = $e->getMessage() . "@" . $e->getLine();
        }
        try {
            $out[] = array_reduce([1, 2, 3], fn($c, $x) => $c + array_sum(array_map(fn($y) => intdiv($y, $x - 2), [$x])), 0);
        } catch (DivisionByZeroError $e) {
            $out[] = $e->getMessage();
        }
    }
    return implode(",", array_slice($out, 0, 16)) . " " . count($out);
}
echo thrower(30), "\n", thrower(30), "\n";

// Backtraces inside the callback: [internal function], then the builtin.
function traced(): array {
    $r = [];
    for ($i = 0; $i < 3; $i++) {
        $r = array_map(function ($x) {
            $t = debug_backtrace();
            return count($t) . ":" . ($t[0]['function'] ?? '') . "/" . ($t[1]['function'] ?? '') . "/" . (isset($t[0]['line']) ? 'l' : '-') . (isset($t[1]['line']) ? $t[1]['line'] : '-');
        }, [1]);
        try {
            array_filter([1, 2], function ($x) { if ($x == 2) throw new Exception("t"); return true; });
        } catch (Exception $e) {
            $r[] = preg_replace('/\S*\.php/', 'F', $e->getTraceAsString());
        }
    }
    return $r;
}
for ($j = 0; $j < 3; $j++) print_r(traced());

// Warnings from inside the callback, and the callback writing the array walked.
function warns(): string {
    $a = [1, 2, 3];
    $b = array_map(function ($x) use (&$a) { $a[] = $x; return $x + $undefined; }, $a);
    return json_encode([$a, $b]);
}
echo warns(), "\n", warns(), "\n";
// A closure given a reference parameter: php's warning, then the call.
function refParam(): string {
    return json_encode(array_map(function (&$x) { $x++; return $x; }, [1, 2]));
}
echo refParam(), "\n";
// A generator closure: array_map gives Generators.
function gens(): int {
    $g = array_map(function ($x) { yield $x; yield $x * 2; }, [1, 2]);
    $s = 0;
    foreach ($g as $it) foreach ($it as $v) $s += $v;
    return $s;
}
echo gens(), " ", gens(), "\n";
// Deep recursion through array_map callbacks.
function deep($n) { return $n == 0 ? 0 : 1 + array_sum(array_map(fn($x) => deep($x), [$n - 1])); }
echo deep(3000), "\n";
--EXPECTF--
0 1 [901,"123",1275,9,50,{"0":2,"1":3,"3":5},{"a":"<1>","b":"<2>","c":"<3>"},{"b":2,"c":3},["s1",2,3,2,"s5",6,7,4],[2,3],["A","B"],[1,2],["13","24"],{"b":2},[7],[8],[2,21,4],{"1":20,"2":3}]
1 1 [1699,"123",2550,9,50,{"0":3,"2":7,"3":9},{"a":"<1>","b":"<2>","c":"<3>"},{"b":2,"c":3},["s1",2,3,2,"s5",6,7,4],[2,3],["A","B"],[1,2],["13","24"],{"b":2},[7],[8],[2,21,4],{"1":20,"2":3}]
2 1 [3875,"123",3825,9,50,[4,7,10],{"a":"<1>","b":"<2>","c":"<3>"},{"b":2,"c":3},["s1",2,3,2,"s5",6,7,4],[2,3],["A","B"],[1,2],["13","24"],{"b":2},[7],[8],[2,21,4],{"1":20,"2":3}]
3 1 [3502,"123",5100,9,50,{"0":5,"1":9,"3":17},{"a":"<1>","b":"<2>","c":"<3>"},{"b":2,"c":3},["s1",2,3,2,"s5",6,7,4],[2,3],["A","B"],[1,2],["13","24"],{"b":2},[7],[8],[2,21,4],{"1":20,"2":3}]
4 1 [4198,"123",6375,9,50,{"0":6,"2":16,"3":21},{"a":"<1>","b":"<2>","c":"<3>"},{"b":2,"c":3},["s1",2,3,2,"s5",6,7,4],[2,3],["A","B"],[1,2],["13","24"],{"b":2},[7],[8],[2,21,4],{"1":20,"2":3}]
bad 0@59,Division by zero,bad 1@59,Division by zero,bad 2@59,Division by zero,bad 3@59,Division by zero,bad 4@59,Division by zero,bad 5@59,Division by zero,110,Division by zero,bad 0@59,Division by zero 60
bad 0@59,Division by zero,bad 1@59,Division by zero,bad 2@59,Division by zero,bad 3@59,Division by zero,bad 4@59,Division by zero,bad 5@59,Division by zero,110,Division by zero,bad 0@59,Division by zero 60
Array
(
    [0] => 3:{closure}/array_map/-84
    [1] => #0 [internal function]: {closure}(2)
#1 F(89): array_filter(Array, Object(Closure))
#2 F(96): traced()
#3 {main}
)
Array
(
    [0] => 3:{closure}/array_map/-84
    [1] => #0 [internal function]: {closure}(2)
#1 F(89): array_filter(Array, Object(Closure))
#2 F(96): traced()
#3 {main}
)
Array
(
    [0] => 3:{closure}/array_map/-84
    [1] => #0 [internal function]: {closure}(2)
#1 F(89): array_filter(Array, Object(Closure))
#2 F(96): traced()
#3 {main}
)

Warning: Undefined variable $undefined in %s on line 101

Warning: Undefined variable $undefined in %s on line 101

Warning: Undefined variable $undefined in %s on line 101
[[1,2,3,1,2,3],[1,2,3]]

Warning: Undefined variable $undefined in %s on line 101

Warning: Undefined variable $undefined in %s on line 101

Warning: Undefined variable $undefined in %s on line 101
[[1,2,3,1,2,3],[1,2,3]]

Warning: {closure}(): Argument #1 ($x) must be passed by reference, value given in %s on line 107

Warning: {closure}(): Argument #1 ($x) must be passed by reference, value given in %s on line 107
[2,3]
9 9
3000
