--TEST--
builtins-misc: extract
--FILE--
<?php
function t() {
    $a = "orig";
    var_dump(extract(["a" => 1, "b" => 2, "0" => 3, "bad key" => 4, "this" => 5], EXTR_SKIP), $a, $b);
    var_dump(extract(["a" => 1, "c" => 2], EXTR_PREFIX_SAME, "p"), $a, $p_a, $c);
    var_dump(extract([1 => "one", "x" => "ex"], EXTR_PREFIX_ALL, "q"), $q_1, $q_x);
    var_dump(extract(["1x" => 1, "ok" => 2], EXTR_PREFIX_INVALID, "r"), $r_1x, $ok);
    var_dump(extract(["a" => "if", "zz" => "no"], EXTR_IF_EXISTS), $a, isset($zz));
    var_dump(extract(["b" => "pfx", "nope" => 1], EXTR_PREFIX_IF_EXISTS, "s"), $s_b, isset($s_nope));
    $arr = ["r1" => 1];
    extract($arr, EXTR_REFS);
    $r1 = 99;
    var_dump($arr);
    try { extract(["this" => 1]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
    try { extract([], 99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    try { extract([], EXTR_PREFIX_ALL); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    try { extract([], EXTR_PREFIX_ALL, "1bad"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    $n = 5;
    var_dump(compact("a", ["b", ["n"]], "undefined_one"));
}
t();
function u() { var_dump(get_defined_vars()); }
u();
--EXPECTF--
int(1)
string(4) "orig"
int(2)
int(2)
string(4) "orig"
int(1)
int(2)
int(2)
string(3) "one"
string(2) "ex"
int(2)
int(1)
int(2)
int(1)
string(2) "if"
bool(false)
int(1)
string(3) "pfx"
bool(false)
array(1) {
  ["r1"]=>
  &int(99)
}
Cannot re-assign $this
extract(): Argument #2 ($flags) must be a valid extract type
extract(): Argument #3 ($prefix) is required when using this extract type
extract(): Argument #3 ($prefix) must be a valid identifier

Warning: compact(): Undefined variable $undefined_one in %s on line 19
array(3) {
  ["a"]=>
  string(2) "if"
  ["b"]=>
  int(2)
  ["n"]=>
  int(5)
}
array(0) {
}
