<?php
// `$w->cur = $h->succ()` where succ() returns ?N and the property is ?N:
// the call's result, in memory, an object or null, is checked (null or an
// object of N: CheckNullOrCls) and stored raw (StPropTV, its reference
// taken by IncRefTV); the old value is released after (DecRefTV). step()'s
// first call (an Int $x) is translated before the method's cache entry was
// filled (the call is left to the interpreter), the second (a Dbl) after.
final class N {
    public ?N $next = null;
    function succ(): ?N { return $this->next; }
}
final class W { public ?N $cur = null; }
function step(W $w, N $h, $x) { $w->cur = $h->succ(); return $w->cur === null ? $x : -$x; }
$a = new N; $a->next = new N;
$w = new W;
var_dump(step($w, $a, 1), step($w, $a->next, 1.5));
