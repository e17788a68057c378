--TEST--
builtins-misc: set-ops
--FILE--
<?php
$a = ["a" => "green", "b" => "brown", "c" => "blue", "red", 5 => "Red"];
$b = ["a" => "GREEN", "B" => "brown", "yellow", "red"];
$ci = fn($x, $y) => strcasecmp($x, $y);
print_r(array_diff_ukey($a, $b, $ci));
print_r(array_diff_uassoc($a, $b, $ci));
print_r(array_udiff($a, $b, $ci));
print_r(array_udiff_assoc($a, $b, $ci));
print_r(array_udiff_uassoc($a, $b, $ci, $ci));
print_r(array_intersect_ukey($a, $b, $ci));
print_r(array_intersect_uassoc($a, $b, $ci));
print_r(array_uintersect($a, $b, $ci));
print_r(array_uintersect_assoc($a, $b, $ci));
print_r(array_uintersect_uassoc($a, $b, $ci, $ci));
print_r(array_diff_key([1, 2, 3, "x" => 4], [1 => 0], ["x" => 0]));
print_r(array_intersect_assoc(["a" => "1", "b" => 2], ["a" => 1, "b" => "3"]));
try { array_udiff($a, $b); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_diff_ukey($a, $b, "nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
print_r(array_change_key_case(["Ab" => 1, "aB" => 2, 3 => "x"], CASE_UPPER));
print_r(array_change_key_case(["Ab" => 1, "aB" => 2], CASE_LOWER));
--EXPECT--
Array
(
    [c] => blue
    [5] => Red
)
Array
(
    [a] => green
    [c] => blue
    [0] => red
    [5] => Red
)
Array
(
    [c] => blue
)
Array
(
    [b] => brown
    [c] => blue
    [0] => red
    [5] => Red
)
Array
(
    [c] => blue
    [0] => red
    [5] => Red
)
Array
(
    [a] => green
    [b] => brown
    [0] => red
)
Array
(
    [b] => brown
)
Array
(
    [a] => green
    [b] => brown
    [0] => red
    [5] => Red
)
Array
(
    [a] => green
)
Array
(
    [a] => green
    [b] => brown
)
Array
(
    [0] => 1
    [2] => 3
)
Array
(
    [a] => 1
)
array_udiff(): Argument #2 must be a valid callback, array callback must have exactly two members
array_diff_ukey(): Argument #3 must be a valid callback, function "nope" not found or invalid function name
Array
(
    [AB] => 2
    [3] => x
)
Array
(
    [ab] => 2
)
