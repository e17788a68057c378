<?php
// Calls of small straight-line callees inline: an empty function, one
// returning a literal after a parameter check its argument passes, one
// returning its parameter, arithmetic through a local of its own, and an
// empty method of the object's guarded class make no frame (no
// CheckCallRoom, StActRec or CallPHP; one request: no CheckFunc either),
// the method's class guard stays, its arithmetic exits at the FCall (nothing done), the arguments are
// released and its value pushed.
function nop($a) {}
function one(int $a): int { return 1; }
function ident($a) { return $a; }
function lin(int $a, int $b): int { $c = $a * 2; return $c + $b; }
class P { function g() {} }
function loop($n, P $p) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) {
    nop("x");
    $s += one($i) + ident($i) + lin($i, 3);
    $p->g();
  }
  return $s;
}
echo loop(10, new P), "\n";
