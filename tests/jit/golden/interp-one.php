<?php
// Instructions the IR does not compile run in the interpreter (InterpOne):
// a concatenation, an echo, an array read; types they leave are guarded.
function h($n) {
  $a = [1, 2, 3];
  $s = "n=" . $n;
  echo $s, "\n";
  $k = $a[1] + $n;
  return $k;
}
echo h(4), "\n";
