--TEST--
builtins-misc: range-misc
--FILE--
<?php
foreach ([[1, 5], [5, 1, 2], ["a", "e"], ["e", "a", 2], [0, 1, 0.25], ["1", "3"], ["1.5", "3"], [-2, 2, 1.5], [1, 1]] as $args) echo json_encode(range(...$args)), "\n";
foreach ([[1, 5, 0], [1, 2, 5], [0, INF], ["a", "e", 0]] as $args) { try { range(...$args); } catch (ValueError $e) { echo $e->getMessage(), "\n"; } }
var_dump(array_pad([1, 2], 4, 0), array_pad([1, 2], -4, "x"), array_pad(["a" => 1], 2, 0));
try { array_pad([], 1048577, 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
class R { public $id = 7; private $secret = "s"; public function __isset($n) { return $n === "magic"; } public function __get($n) { return "got $n"; } }
var_dump(array_column([["id" => 1, "v" => "a"], ["id" => 2, "v" => "b"], ["v" => "c"]], "v", "id"));
var_dump(array_column([new R, new R], "id"), array_column([new R], "secret"), array_column([new R], "magic"));
var_dump(array_column([["k" => 1.5, "v" => 1], ["k" => null, "v" => 2], ["k" => true, "v" => 3]], "v", "k"));
var_dump(array_sum([1, "2", 3.5, [4], "x", null, true]), array_product(["2", 3, []]), array_product([]));
$neg = [-5 => "a"]; $neg[] = "b"; var_dump($neg);
$p = [-2 => 1]; array_pop($p); $p[] = 2; var_dump($p);
var_dump(array_values([3 => "a"]), array_fill(-3, 3, 0));
--EXPECTF--
[1,2,3,4,5]
[5,3,1]
["a","b","c","d","e"]
["e","c","a"]
[0,0.25,0.5,0.75,1]
[1,2,3]
[1.5,2.5]
[-2,-0.5,1]
[1]
range(): Argument #3 ($step) must not exceed the specified range
range(): Argument #3 ($step) must not exceed the specified range
Invalid range supplied: start=0 end=inf
range(): Argument #3 ($step) must not exceed the specified range
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(0)
  [3]=>
  int(0)
}
array(4) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "x"
  [2]=>
  int(1)
  [3]=>
  int(2)
}
array(2) {
  ["a"]=>
  int(1)
  [0]=>
  int(0)
}
array_pad(): Argument #2 ($length) must be less than or equal to 1048576
array(3) {
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
array(2) {
  [0]=>
  int(7)
  [1]=>
  int(7)
}
array(0) {
}
array(1) {
  [0]=>
  string(9) "got magic"
}

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 9
array(2) {
  [1]=>
  int(3)
  [""]=>
  int(2)
}
float(7.5)
int(6)
int(1)
array(2) {
  [-5]=>
  string(1) "a"
  [-4]=>
  string(1) "b"
}
array(1) {
  [-2]=>
  int(2)
}
array(1) {
  [0]=>
  string(1) "a"
}
array(3) {
  [-3]=>
  int(0)
  [-2]=>
  int(0)
  [-1]=>
  int(0)
}
