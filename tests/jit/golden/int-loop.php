<?php
// Int locals in a loop: the header meets the entry and the back edge; the
// guards and overflow checks exit to the interpreter at the instruction.
function sum($n) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) { $s += $i; }
  return $s;
}
echo sum(10), "\n";
