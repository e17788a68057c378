--TEST--
by-reference foreach loops at every frame depth
--FILE--
<?php
// By-reference foreach loops in frames at every depth: a deep loop that ended leaves
// the outer loops' positions right; loops left by return and by exception are released.
function deep(int $n, array &$log) {
  $a = [1, 2, 3];
  foreach ($a as $k => &$v) { $v *= 10; if ($n > 0 && $k == 1) deep($n - 1, $log); }
  unset($v);
  $log[] = implode(',', $a);
}
function leave(array $a) { foreach ($a as &$v) { if ($v == 2) return $v; } return 0; }
function thrower(array $a) { foreach ($a as &$v) { if ($v == 2) throw new Exception("x$v"); } }
$outer = [1, 2, 3, 4];
$log = [];
foreach ($outer as $i => &$o) {
  deep(2, $log);
  $log[] = leave([1, 2, 3]);
  try { thrower([1, 2, 3]); } catch (Exception $e) { $log[] = $e->getMessage(); }
  if ($i == 0) { $outer[] = 5; array_unshift($outer, 0); }
  $o = "<$o>";
}
unset($o);
echo implode(' ', $log), "\n", implode(',', $outer), "\n";
$x = ['a' => 1, 'b' => 2, 'c' => 3];
foreach ($x as $k => &$v) { if ($k == 'a') { unset($x['b']); $x['d'] = 4; } $v = "$k$v"; }
var_dump($x);
--EXPECT--
10,20,30 10,20,30 10,20,30 2 x2 10,20,30 10,20,30 10,20,30 2 x2 10,20,30 10,20,30 10,20,30 2 x2 10,20,30 10,20,30 10,20,30 2 x2 10,20,30 10,20,30 10,20,30 2 x2
0,<1>,<2>,<3>,<4>,<5>
array(3) {
  ["a"]=>
  string(2) "a1"
  ["c"]=>
  string(2) "c3"
  ["d"]=>
  &string(2) "d4"
}
