--TEST--
f($a[k]) where the callee decides at run time whether it takes a reference
--FILE--
<?php
// `f($a[k])` and `$o->m($this->p[k])`: whether the callee takes the argument
// by reference is known only when the call runs; both kinds through one site.
function byVal($x) { return $x; }
function byRef(&$x) { $x = "changed"; return "ref"; }
class K {
    public $p = ["k" => "p-value"];
    public function val($x) { return "val:" . (is_array($x) ? "array" : $x); }
    public function ref(&$x) { $x = "set-by-ref"; return "ref"; }
    public function run($m) { return $this->$m($this->p["k"]); }
}
$fns = ["byVal", "byRef", "byVal", "byRef"];
for ($i = 0; $i < 4; $i++) {
    $a = ["k" => "orig", "n" => ["deep" => 1]];
    $f = $fns[$i];
    echo $f($a["k"]), " ", $a["k"], "\n";
    echo $f($a["n"]["deep"]), " ", json_encode($a["n"]), "\n";
    echo $f($a["missing"]), " ", json_encode(array_keys($a)), "\n";
}
$o = new K;
foreach (["val", "ref", "val", "ref"] as $m) { echo $o->run($m), " ", $o->p["k"], "\n"; }
// A temporary where a reference is wanted.
foreach (["byVal", "byRef"] as $f) {
    try { echo $f([1, 2][0]), "\n"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
--EXPECTF--
orig orig
1 {"deep":1}

Warning: Undefined array key "missing" in %s on line 18
 ["k","n"]
ref changed
ref {"deep":"changed"}
ref ["k","n","missing"]
orig orig
1 {"deep":1}

Warning: Undefined array key "missing" in %s on line 18
 ["k","n"]
ref changed
ref {"deep":"changed"}
ref ["k","n","missing"]
val:p-value p-value
ref set-by-ref
val:set-by-ref set-by-ref
ref set-by-ref
1
Error: Cannot use temporary expression in write context
