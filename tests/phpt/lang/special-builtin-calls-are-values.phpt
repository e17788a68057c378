--TEST--
Calls php compiles to instructions of their own are values: by-reference arguments and write contexts
--FILE--
<?php
// calls php compiles to instructions of their own (strlen, count, in_array, ...) are values:
// passed to a by-reference parameter they are an Error, not a notice
function f(&$x) { $x = 1; }
function g() { try { f(func_num_args()); } catch (Error $e) { echo $e->getMessage(), "\n"; } }
class C { function m(&$x) { $x = 1; } }
$o = new C;
foreach ([
    fn() => f(strlen("d")),
    fn() => f(count([1])),
    fn() => f(in_array(1, [1, 2], true)),
    fn() => f(ord("a")),
    fn() => str_replace("a", "b", "c", strlen("d")),
    fn() => $o->m(strlen("d")),
    fn() => $o->m(is_int(3)),
] as $i => $call) {
    try { $call(); echo "$i: passed\n"; } catch (Error $e) { echo "$i: ", $e->getMessage(), "\n"; }
}
g();
// not compiled to instructions: a call result, passed with a notice
f(in_array(1, [1, 2]));
f(strtoupper("d"));
$o->m(strtoupper("d"));
// in write context: chr() stays a call there
try { chr(0)[0][] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { strtoupper("a")[0][] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "done\n";
--EXPECTF--
0: f(): Argument #1 ($x) cannot be passed by reference
1: f(): Argument #1 ($x) cannot be passed by reference
2: f(): Argument #1 ($x) cannot be passed by reference
3: f(): Argument #1 ($x) cannot be passed by reference
4: str_replace(): Argument #4 ($count) cannot be passed by reference
5: C::m(): Argument #1 ($x) cannot be passed by reference
6: C::m(): Argument #1 ($x) cannot be passed by reference
f(): Argument #1 ($x) cannot be passed by reference

Notice: Only variables should be passed by reference in %s on line 21

Notice: Only variables should be passed by reference in %s on line 22

Notice: Only variables should be passed by reference in %s on line 23
Cannot use string offset as an array
Cannot use string offset as an array
done
