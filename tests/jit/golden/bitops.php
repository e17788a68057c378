<?php
// Bitwise ops and shifts on Ints; a shift count outside [0, 63] exits to
// the interpreter (ArithmeticError for a negative one, 0 past 63).
function bits($x, $y) {
  $r = ($x & $y) | ($x ^ 5);
  $r <<= 2;
  return $r >> $y;
}
echo bits(6, 3), "\n";
echo bits(6, 64), "\n";
