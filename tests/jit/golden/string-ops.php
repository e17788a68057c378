<?php
// Strings: interpolation (ConcatN as a fold of ConcatStr), `$a . $b` of
// locals (ArithLL Concat), (string) of an int (ConvIntToStr) and `===` of
// two strings (SameStr).
function g($a, $b, $n) {
  $r = 0;
  for ($i = 0; $i < $n; $i++) {
    $s = "x=$i;";
    $t = $a . $b;
    if ($t === "ab") $r++;
    $r += strlen($s . (string)($i * 3));
  }
  return $r;
}
echo g("a", "b", 4), "\n";
