--TEST--
time limit: max_execution_time=1 stops while(true){} with no calls
--INI--
max_execution_time=1
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
while (true) {}
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line 2
