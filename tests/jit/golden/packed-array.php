<?php
// Packed-array elements: a read guards the kind the array held when the
// function was translated (Int here); a write guards one owner (no
// copy-on-write), the key in [0, size) and an old element that releases
// nothing. Every guard exits at the BaseL: the interpreter redoes the
// whole member sequence.
function bump($a, $n) {
  for ($i = 0; $i < $n; $i++) {
    $a[$i] = $a[$i] + 1;
  }
  return $a;
}
echo implode(",", bump(range(1, 4), 4)), "\n";
// `$r[] = v` on a packed array that owns its elements and has room: one
// store and the size bumped (CheckPackedAppend, AppendPacked).
function squares($n) { $r = [0]; for ($i = 1; $i < $n; $i++) { $r[] = $i * $i; } return count($r); }
echo squares(5), "\n";
