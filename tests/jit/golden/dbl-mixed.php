<?php
// Doubles, Int/Dbl mixed arithmetic (converted), division (zero exits),
// and a double compare.
function f($x, $y) {
  $z = $x * 2.5 + $y;
  if ($z > 3.0) { return $z - 1; }
  return $z / $y;
}
echo f(1, 2.0), "\n";
