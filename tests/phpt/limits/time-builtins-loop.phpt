--TEST--
time limit: ini_set('max_execution_time', 1) stops a loop calling builtins
--INI--
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
ini_set('max_execution_time', 1);
$n = 0;
while (true) { $n += strlen(str_repeat('a', 10)) + abs(-5) + count([1, 2]); }
--EXPECTF--
Fatal error: Maximum execution time of 1 second exceeded in %s on line 4
