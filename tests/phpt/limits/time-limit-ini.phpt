--TEST--
time limit: set_time_limit()/ini_set() values, hard_timeout is startup-only, set_time_limit() restarts the count
--INI--
hop.jit_threshold=0
hop.jit_profitability=0
--FILE--
<?php
var_dump(ini_get('max_execution_time'));
var_dump(set_time_limit(30), ini_get('max_execution_time'));
var_dump(ini_set('max_execution_time', '0'), ini_get('max_execution_time'));
var_dump(set_time_limit(-3), ini_get('max_execution_time'));
var_dump(ini_get('hard_timeout'), ini_set('hard_timeout', '5'));
// Reset: the time already used does not count against a new limit.
set_time_limit(1);
$t = microtime(true);
$r = getrusage();
$cpu0 = $r['ru_utime.tv_sec'] + $r['ru_utime.tv_usec'] / 1e6 + $r['ru_stime.tv_sec'] + $r['ru_stime.tv_usec'] / 1e6;
for ($k = 0; $k < 2; $k++) {
    // About 0.7 s of CPU each, then the limit starts again.
    do {
        $r = getrusage();
        $cpu = $r['ru_utime.tv_sec'] + $r['ru_utime.tv_usec'] / 1e6 + $r['ru_stime.tv_sec'] + $r['ru_stime.tv_usec'] / 1e6;
    } while ($cpu - $cpu0 < 0.7);
    $cpu0 = $cpu;
    set_time_limit(1);
}
echo "still running\n";
--EXPECT--
string(1) "0"
bool(true)
string(2) "30"
string(2) "30"
string(1) "0"
bool(true)
string(2) "-3"
string(1) "2"
bool(false)
still running
