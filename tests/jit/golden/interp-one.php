<?php
// Instructions the IR does not compile run in the interpreter (InterpOne):
// an echo; types they leave are guarded. (The concatenation is compiled: a
// helper call; the array literal is a constant, a static array.)
// The return type check at the end has nothing compiled after it: the
// translation leaves before it instead (leaveBeforeTrailingInterpOnes).
function h($n): int {
  $a = [1, 2, 3];
  $s = "n=" . $n;
  echo $s, "\n";
  $k = $a[1] + $n;
  return $k;
}
echo h(4), "\n";
