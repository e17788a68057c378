--TEST--
time limit: max_execution_time=1 stops an infinite loop; shutdown functions still run
--INI--
max_execution_time=1
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown runs\n"; });
$i = 0;
while (true) { $i++; }
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line 4
shutdown runs
