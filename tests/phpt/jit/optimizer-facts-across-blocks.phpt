--TEST--
JIT: what the optimizer carries across blocks (locals' values and kinds, passed array checks) never outlives a change: aliased keys, copies, appends, kinds changing in loops
--INI--
hop.jit_threshold=2
hop.jit_pgo_threshold=2
--FILE--
<?php
// Two key tmps naming the same element: a store through one changes what a
// read through the other sees (the element's kind included).
function alias(array $a, int $n) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) {
    $j = $i % 3;
    $k = 2 - (2 - $j);          // the same key, another value in the IR
    $x = $a[$j];
    $a[$k] = $x + 1;
    $s += $a[$j];
    if ($i % 4 == 0) $a[$k] = 1.5;   // the element turns float
    $s += (int)($a[$j] * 2);
    $a[$j] = 0;
  }
  return [$s, $a];
}
// A copy taken in the loop: the array is shared after it, so the next write
// copies (the one-reference check runs again).
function copies(int $n) {
  $a = [1, 2, 3];
  $keep = [];
  for ($i = 0; $i < $n; $i++) {
    $a[0] = $i;
    if ($i % 3 == 0) $keep[] = $a;
    $a[1] = $a[0] * 2;
    $a[] = $i;                  // grows: the index checks run again
    $a[2] = count($a);
  }
  return [$a[0], $a[1], $a[2], count($a), count($keep), $keep[1][0], $keep[1][1]];
}
// A local whose kind changes on one path of a loop: its type byte is written
// whenever the kind may differ.
function kinds(int $n) {
  $x = 0;
  $y = 1.0;
  $t = 0;
  for ($i = 0; $i < $n; $i++) {
    if ($i % 5 == 0) {
      $x = 0.5;                 // float on this path
    } else {
      $x = $i;
    }
    $y = $y + 1;
    $t += is_float($x) ? 1 : 0;
    $x = $i + 1;                // int again over either kind
    $t += is_int($x) ? 2 : 0;
  }
  return [$t, $x, $y, gettype($x)];
}
// A value loaded before a branch, stored on both sides, read after the join.
function joins(int $n) {
  $v = 0;
  $w = 0;
  for ($i = 0; $i < $n; $i++) {
    $v = $i & 1 ? $v + 3 : $v - 1;
    if ($i % 7) { $w = $v; } else { $w = -$v; }
    $w += $v;
  }
  return [$v, $w];
}
for ($r = 0; $r < 4; $r++) {
  echo json_encode(alias([1, 2, 3], 40)), "\n";
  echo json_encode(copies(30)), "\n";
  echo json_encode(kinds(30)), "\n";
  echo json_encode(joins(50)), "\n";
}
--EXPECT--
[146,[0,0,0]]
[29,58,33,33,10,3,4]
[66,30,31,"integer"]
[50,0]
[146,[0,0,0]]
[29,58,33,33,10,3,4]
[66,30,31,"integer"]
[50,0]
[146,[0,0,0]]
[29,58,33,33,10,3,4]
[66,30,31,"integer"]
[50,0]
[146,[0,0,0]]
[29,58,33,33,10,3,4]
[66,30,31,"integer"]
[50,0]
