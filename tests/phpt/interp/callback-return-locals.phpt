--TEST--
A callback's return from a builtin releases its locals
--FILE--
<?php
// A callback's return from a builtin releases its locals (strings, shared
// arrays and objects quietly; a last reference to an object runs its destructor)
class D { public function __construct(public string $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }
$keep = new D('kept');
$arr = [1, 2, 3];
$r = array_map(function ($x) use ($keep, $arr) {
    $s = str_repeat('a', $x) . $x;
    $k = $keep;
    $a = $arr;
    $t = "t$x";
    return strlen($s) + count($a) + strlen($t);
}, [1, 2, 3]);
var_dump($r);
$r = array_map(function ($x) {
    $s = "s$x";
    $d = new D("local$x");
    $u = "u$x";
    return $s . $u;
}, [1, 2]);
var_dump($r);
usort($arr, function ($a, $b) { $t = "x$a"; $o = new stdClass; $o2 = $o; return $b <=> $a; });
var_dump($arr);
echo "end\n";
--EXPECT--
array(3) {
  [0]=>
  int(7)
  [1]=>
  int(8)
  [2]=>
  int(9)
}
destruct local1
destruct local2
array(2) {
  [0]=>
  string(4) "s1u1"
  [1]=>
  string(4) "s2u2"
}
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(2)
  [2]=>
  int(1)
}
end
destruct kept
