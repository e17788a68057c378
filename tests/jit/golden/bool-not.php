<?php
// Bool and null constants, Not on Bool/Int/Dbl, JmpZ on each kind.
function g($i, $d) {
  $b = !$i;
  $n = null;
  $c = 0;
  if ($b) { $c++; }
  if (!$d) { $c += 10; }
  if ($n) { $c += 100; }
  if (true) { $c -= 1; }
  return $c;
}
echo g(0, 0.0), "\n";
