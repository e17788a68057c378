--TEST--
a local passed to a by-reference parameter the first time is boxed on FPassL's fast path
--FILE--
<?php
namespace N;
function setit(&$x, $v) { $x = $v; }
function run() {
  for ($i = 0; $i < 3; $i++) {
    preg_match('/(\d+)/', "ab{$i}3", $m);
    echo $m[1], ' ';
    setit($fresh, $i);
    echo $fresh, ' ';
    $arr = [1];
    setit($arr, [$i]);
    echo json_encode($arr), ' ';
    $s = 'abc';
    $copy = $s;
    setit($s, 'x');
    echo $s, $copy, "\n";
  }
  $t = 5;
  setit($t, 7);
  echo $t, "\n";
  echo strlen($undefined ?? ''), "\n";
  \preg_match("/x/", "y", $undef2);
  var_dump($undef2);
  try { echo count($missing); } catch (\TypeError $e) { echo $e->getMessage(), "\n"; }
}
run();
class Dtor { function __destruct() { echo "dtor\n"; } }
function repl(&$o) { $o = 1; }
function run2() { $d = new Dtor; repl($d); echo "after\n"; }
run2();
--EXPECTF--
03 0 [0] xabc
13 1 [1] xabc
23 2 [2] xabc
7
0
array(0) {
}

Warning: Undefined variable $missing in %s on line 24
count(): Argument #1 ($value) must be of type Countable|array, null given
dtor
after
