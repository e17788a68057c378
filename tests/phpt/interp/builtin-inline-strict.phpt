--TEST--
builtins the interpreter runs inline under strict_types: the full path's TypeErrors
--FILE--
<?php
declare(strict_types=1);
function show($label, $f) {
    try { $r = $f(); echo $label, ": "; var_dump($r); }
    catch (\Throwable $e) { echo $label, ": ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
show("strlen str", fn() => strlen("abc"));
show("strlen int", fn() => strlen(123));
show("strlen null", fn() => strlen(null));
show("count arr", fn() => count([1]));
show("count int", fn() => count(1));
show("count mode str", fn() => count([1], "0"));
show("ake", fn() => array_key_exists("a", ["a" => 1]));
show("ake float", fn() => array_key_exists(1.0, [1 => 1]));
show("in_array", fn() => in_array("a", ["a"], true));
show("ord", fn() => ord("a"));
show("ord int", fn() => ord(1));
show("get_class", fn() => get_class(new ArrayObject));
--EXPECT--
strlen str: int(3)
strlen int: TypeError: strlen(): Argument #1 ($string) must be of type string, int given
strlen null: TypeError: strlen(): Argument #1 ($string) must be of type string, null given
count arr: int(1)
count int: TypeError: count(): Argument #1 ($value) must be of type Countable|array, int given
count mode str: TypeError: count(): Argument #2 ($mode) must be of type int, string given
ake: bool(true)
ake float: bool(true)
in_array: bool(true)
ord: int(97)
ord int: TypeError: ord(): Argument #1 ($character) must be of type string, int given
get_class: string(11) "ArrayObject"
