--TEST--
time limit: set_time_limit(1) stops an infinite for loop
--INI--
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
var_dump(set_time_limit(1));
var_dump(ini_get('max_execution_time'));
for ($i = 0; ; $i++) { $x = $i * 2; }
--EXPECTF--
bool(true)
string(1) "1"

Fatal error: Maximum execution time of 1 second exceeded in %s on line 4
