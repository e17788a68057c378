--TEST--
builtins the interpreter runs inline (strlen count sizeof get_class array_key_exists key_exists in_array ord): common types, coercions, errors, namespace shadowing, released arguments
--FILE--
<?php
namespace App {
    // Unqualified names in a namespace resolve at run time: a function of the
    // namespace shadows the builtin once declared.
    function test_ns() {
        echo \strlen("abc"), " ", strlen("héllo"), " ", count([1, 2]), "\n";
        if (!\function_exists('App\ord')) {
            function ord($s) { return "ns-ord($s)"; }
        }
        echo ord("A"), " ", \ord("A"), "\n";
    }
    test_ns();
}
namespace {
class C {}
class K implements Countable { function count(): int { echo "count() "; return 7; } }
class S { function __toString(): string { echo "[toString]"; return "2"; } }
class D { function __destruct() { echo "[destruct]"; } }
function show($label, $f) {
    try { $r = $f(); echo $label, ": "; var_dump($r); }
    catch (\Throwable $e) { echo $label, ": ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = "hello"; $e = ""; $a = ["x" => 1, 5 => null, "07" => 2, "-3" => 4];
// strlen
show("strlen str", fn() => strlen($s));
show("strlen empty", fn() => strlen($e));
show("strlen int", fn() => strlen(12345));
show("strlen float", fn() => strlen(1.5));
show("strlen bool", fn() => strlen(true));
show("strlen null", fn() => strlen(null));
show("strlen array", fn() => strlen([]));
show("strlen obj", fn() => strlen(new S));
show("strlen noargs", fn() => strlen());
show("strlen 2 args", fn() => strlen("a", "b"));
// count / sizeof
show("count arr", fn() => count($a));
show("count mode 0", fn() => count($a, 0));
show("count recursive", fn() => count([[1, 2], [3]], COUNT_RECURSIVE));
show("count countable", fn() => count(new K));
show("count str", fn() => count("abc"));
show("count null", fn() => count(null));
show("count obj", fn() => count(new C));
show("sizeof arr", fn() => sizeof([1, 2, 3]));
show("sizeof str", fn() => sizeof("x"));
// get_class
show("get_class obj", fn() => get_class(new C));
show("get_class anon", fn() => str_starts_with(get_class(new class {}), "class@anonymous"));
show("get_class str", fn() => get_class("C"));
show("get_class null", fn() => get_class(null));
show("get_class closure", fn() => get_class(fn() => 1));
// array_key_exists / key_exists
show("ake str", fn() => array_key_exists("x", $a));
show("ake missing", fn() => array_key_exists("y", $a));
show("ake null value", fn() => array_key_exists(5, $a));
show("ake numeric str", fn() => array_key_exists("5", $a));
show("ake leading zero", fn() => array_key_exists("07", $a));
show("ake negative", fn() => array_key_exists("-3", $a));
show("ake int for 07", fn() => array_key_exists(7, $a));
show("ake float", fn() => array_key_exists(5.5, $a));
show("ake bool", fn() => array_key_exists(true, [1 => 1]));
show("ake null key", fn() => array_key_exists(null, ["" => 1]));
show("ake array key", fn() => array_key_exists([], $a));
show("ake obj", fn() => array_key_exists("x", new C));
show("key_exists", fn() => key_exists("x", $a));
// in_array
$list = [1, "2", "abc", 3.0, null, "1e1"];
show("in_array int", fn() => in_array(1, $list));
show("in_array int strict", fn() => in_array(2, $list, true));
show("in_array int loose str", fn() => in_array(2, $list));
show("in_array float loose", fn() => in_array(3, $list));
show("in_array str strict", fn() => in_array("abc", $list, true));
show("in_array num str loose", fn() => in_array("10", $list));
show("in_array 0 loose", fn() => in_array(0, $list));
show("in_array missing", fn() => in_array("zzz", $list, true));
show("in_array obj elem", fn() => in_array("2", [new S], false));
show("in_array obj strict", fn() => in_array("2", [new S], true));
show("in_array strict int", fn() => in_array("1", $list, 1));
show("in_array not array", fn() => in_array(1, "abc"));
show("in_array ref elem", function () { $x = 5; $r = [&$x]; return in_array(5, $r, true); });
show("in_array empty", fn() => in_array(1, []));
// ord
show("ord", fn() => ord("A"));
show("ord high", fn() => ord("\xff"));
show("ord empty", fn() => ord(""));
show("ord int", fn() => ord(7));
show("ord arr", fn() => ord([]));
// arguments released after an inline call: a temporary's destructor runs
echo count([new D]), "\n";
echo strlen(str_repeat("ab", 3)), "\n";
echo get_class(new D), "\n";
}
--EXPECTF--
3 6 2
ns-ord(A) 65
strlen str: int(5)
strlen empty: int(0)
strlen int: int(5)
strlen float: int(3)
strlen bool: int(1)

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 30
strlen null: int(0)
strlen array: TypeError: strlen(): Argument #1 ($string) must be of type string, array given
[toString]strlen obj: int(1)
strlen noargs: ArgumentCountError: strlen() expects exactly 1 argument, 0 given
strlen 2 args: ArgumentCountError: strlen() expects exactly 1 argument, 2 given
count arr: int(4)
count mode 0: int(4)
count recursive: int(5)
count() count countable: int(7)
count str: TypeError: count(): Argument #1 ($value) must be of type Countable|array, string given
count null: TypeError: count(): Argument #1 ($value) must be of type Countable|array, null given
count obj: TypeError: count(): Argument #1 ($value) must be of type Countable|array, C given
sizeof arr: int(3)
sizeof str: TypeError: sizeof(): Argument #1 ($value) must be of type Countable|array, string given
get_class obj: string(1) "C"
get_class anon: bool(true)
get_class str: TypeError: get_class(): Argument #1 ($object) must be of type object, string given
get_class null: TypeError: get_class(): Argument #1 ($object) must be of type object, null given
get_class closure: string(7) "Closure"
ake str: bool(true)
ake missing: bool(false)
ake null value: bool(true)
ake numeric str: bool(true)
ake leading zero: bool(true)
ake negative: bool(true)
ake int for 07: bool(false)

Deprecated: Implicit conversion from float 5.5 to int loses precision in %s on line 59
ake float: bool(true)
ake bool: bool(true)
ake null key: bool(true)
ake array key: TypeError: Illegal offset type
ake obj: TypeError: array_key_exists(): Argument #2 ($array) must be of type array, C given
key_exists: bool(true)
in_array int: bool(true)
in_array int strict: bool(false)
in_array int loose str: bool(true)
in_array float loose: bool(true)
in_array str strict: bool(true)
in_array num str loose: bool(true)
in_array 0 loose: bool(true)
in_array missing: bool(false)
[toString]in_array obj elem: bool(true)
in_array obj strict: bool(false)
in_array strict int: bool(false)
in_array not array: TypeError: in_array(): Argument #2 ($haystack) must be of type array, string given
in_array ref elem: bool(true)
in_array empty: bool(false)
ord: int(65)
ord high: int(255)
ord empty: int(0)
ord int: int(55)
ord arr: TypeError: ord(): Argument #1 ($character) must be of type string, array given
[destruct]1
6
[destruct]D
