--TEST--
time limit: set_time_limit(1) stops a recursion without loops
--INI--
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
// No loop anywhere: 2^40 calls, 40 deep.
function f($d) { return $d == 40 ? 1 : f($d + 1) + f($d + 1); }
set_time_limit(1);
f(0);
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line 3
