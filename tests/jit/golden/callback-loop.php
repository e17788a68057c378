<?php
// array_map / array_filter / array_reduce of a Closure: CallBuiltinLoop (the
// helper runs the builtin's loop itself, calling the closure as a compiled
// call does), the result guarded to its declared kind (array) or, for
// array_reduce (mixed), of unknown kind.
function f($a, $k) {
  $m = array_map(fn($x) => $x + $k, $a);
  $f = array_filter($m, fn($x) => $x % 2 == 0);
  return array_reduce($f, fn($c, $x) => $c + $x, 0);
}
echo f([1, 2, 3, 4], 1), " ", f([5, 6], 2), "\n";
