--TEST--
(*MARK) names in preg_match, preg_match_all and preg_replace_callback
--FILE--
<?php
// (*MARK:NAME) names reach $matches["MARK"] in preg_match, preg_match_all (both orders) and preg_replace_callback.
var_dump(preg_match('/(*MARK:first)a|(*MARK:second)b/', 'xb', $m), $m);
preg_match_all('/(*MARK:A)x|(*MARK:B)y|z/', 'xyzx', $m); var_dump($m);
preg_match_all('/(*MARK:A)x|z/', 'xz', $m, PREG_SET_ORDER); var_dump($m);
echo preg_replace_callback('/(*MARK:Q)a|c/', fn($m) => json_encode($m), 'abc'), "\n";
preg_match('/^(?|\/a(*MARK:r1)|\/b\/(\d+)(*MARK:r2))$/', '/b/42', $m); var_dump($m);
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(1) "b"
  ["MARK"]=>
  string(6) "second"
}
array(2) {
  [0]=>
  array(4) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
    [2]=>
    string(1) "z"
    [3]=>
    string(1) "x"
  }
  ["MARK"]=>
  array(3) {
    [0]=>
    string(1) "A"
    [1]=>
    string(1) "B"
    [3]=>
    string(1) "A"
  }
}
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "x"
    ["MARK"]=>
    string(1) "A"
  }
  [1]=>
  array(1) {
    [0]=>
    string(1) "z"
  }
}
{"0":"a","MARK":"Q"}b["c"]
array(3) {
  [0]=>
  string(5) "/b/42"
  [1]=>
  string(2) "42"
  ["MARK"]=>
  string(2) "r2"
}
