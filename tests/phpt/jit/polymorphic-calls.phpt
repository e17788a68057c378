--TEST--
JIT: one function called with int, float, string, array and object values
--FILE--
<?php
// One function called with int, float, string, array and object values in
// a loop: whatever a translation specialized on, the others must come out
// as php computes them (or fail as php fails).
class Box {
    public $v = 3;
    public function __toString(): string { return "Box"; }
}
function poly($v) {
    $n = 0;
    for ($i = 0; $i < 3; $i++) {
        $n = $n + $i;
    }
    return [$v, $n];
}
function plus_one($v) {
    return $v + 1;
}
function less($a, $b) {
    return $a < $b;
}
function copy_loop($v) {
    $w = 0;
    for ($i = 0; $i < 4; $i++) {
        $w = $v;
    }
    return $w;
}
$values = [1, 2.5, "7", "x", [1, 2], new Box(), null, true, PHP_INT_MAX];
for ($round = 0; $round < 3; $round++) {
    foreach ($values as $v) {
        echo gettype($v), ": ";
        var_dump(poly($v)[1]);
        try {
            var_dump(plus_one($v));
        } catch (TypeError $e) {
            echo "TypeError: ", $e->getMessage(), "\n";
        }
        if (!is_object($v)) {
            var_dump(less($v, 2));
        }
        echo json_encode(copy_loop($v)), "\n";
    }
}
--EXPECT--
integer: int(3)
int(2)
bool(true)
1
double: int(3)
float(3.5)
bool(false)
2.5
string: int(3)
int(8)
bool(false)
"7"
string: int(3)
TypeError: Unsupported operand types: string + int
bool(false)
"x"
array: int(3)
TypeError: Unsupported operand types: array + int
bool(false)
[1,2]
object: int(3)
TypeError: Unsupported operand types: Box + int
{"v":3}
NULL: int(3)
int(1)
bool(true)
null
boolean: int(3)
int(2)
bool(false)
true
integer: int(3)
float(9.223372036854776E+18)
bool(false)
9223372036854775807
integer: int(3)
int(2)
bool(true)
1
double: int(3)
float(3.5)
bool(false)
2.5
string: int(3)
int(8)
bool(false)
"7"
string: int(3)
TypeError: Unsupported operand types: string + int
bool(false)
"x"
array: int(3)
TypeError: Unsupported operand types: array + int
bool(false)
[1,2]
object: int(3)
TypeError: Unsupported operand types: Box + int
{"v":3}
NULL: int(3)
int(1)
bool(true)
null
boolean: int(3)
int(2)
bool(false)
true
integer: int(3)
float(9.223372036854776E+18)
bool(false)
9223372036854775807
integer: int(3)
int(2)
bool(true)
1
double: int(3)
float(3.5)
bool(false)
2.5
string: int(3)
int(8)
bool(false)
"7"
string: int(3)
TypeError: Unsupported operand types: string + int
bool(false)
"x"
array: int(3)
TypeError: Unsupported operand types: array + int
bool(false)
[1,2]
object: int(3)
TypeError: Unsupported operand types: Box + int
{"v":3}
NULL: int(3)
int(1)
bool(true)
null
boolean: int(3)
int(2)
bool(false)
true
integer: int(3)
float(9.223372036854776E+18)
bool(false)
9223372036854775807
