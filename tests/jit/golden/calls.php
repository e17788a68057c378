<?php
// Compiled calls: the loop calls sq() through CallPHP (no CheckFunc: the CLI
// runs one request, where the name means sq() for good; room on both stacks
// checked, its ActRec written by StActRec), and sq() returns through RetPHP; the declared int
// return type makes the result an Int without a guard. (Its branch keeps it
// from being inlined: inline-trivial.php.)
function sq(int $x): int { return $x > 1000 ? 0 : $x * $x; }
function sumsq($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += sq($i); } return $s; }
echo sumsq(10), "\n";
