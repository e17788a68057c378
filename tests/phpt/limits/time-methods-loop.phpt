--TEST--
time limit: set_time_limit(1) stops a loop calling methods
--INI--
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
// A loop calling methods, in a method whose frame is entered once.
class C { private $n = 0; function inc($k) { $this->n += $k; return $this->n; } function run() { while (true) { $this->inc(1); $this->inc(2); } } }
set_time_limit(1);
(new C)->run();
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line 3
