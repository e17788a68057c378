--TEST--
memory_limit: ini_set() refuses values below the usage, warns on bad quantities, applies at once; memory_get_usage() relations
--INI--
memory_limit=32M
--FILE--
<?php
var_dump(ini_get("memory_limit"));
var_dump(ini_set("memory_limit", "1K"));
var_dump(ini_get("memory_limit"));
var_dump(ini_set("memory_limit", "-1"));
var_dump(ini_set("memory_limit", "64M"), ini_get("memory_limit"));
var_dump(ini_set("memory_limit", "abc"), ini_get("memory_limit"));
var_dump(ini_set("memory_limit", "-7"), ini_get("memory_limit"));
var_dump(ini_set("memory_limit", "40M"), ini_get("memory_limit"));
// Usage figures: only their relations are stable.
var_dump(memory_get_usage(true) % (2 * 1024 * 1024), memory_get_peak_usage(true) >= memory_get_usage(true));
$u = memory_get_usage();
$s = str_repeat("x", 1000000);
var_dump(memory_get_usage() - $u >= 1000000, memory_get_peak_usage() >= memory_get_usage());
var_dump(memory_get_usage() <= memory_get_usage(true));
unset($s);
var_dump(memory_get_usage() - $u < 1000);
var_dump(memory_get_peak_usage() - $u >= 1000000);
memory_reset_peak_usage();
var_dump(memory_get_peak_usage() - $u < 100000);
// Lowered at run time, the limit applies at once.
ini_set("memory_limit", "8M");
$t = str_repeat("z", 20 * 1024 * 1024);
--EXPECTF--
string(3) "32M"

Warning: Failed to set memory limit to 1024 bytes (Current memory usage is 2097152 bytes) in %s on line 3
bool(false)
string(3) "32M"
string(3) "32M"
string(2) "-1"
string(3) "64M"

Warning: Invalid "memory_limit" setting. Invalid quantity "abc": no valid leading digits, interpreting as "0" for backwards compatibility in %s on line 7

Warning: Failed to set memory limit to 0 bytes (Current memory usage is 2097152 bytes) in %s on line 7
bool(false)
string(3) "64M"

Warning: Invalid "memory_limit" setting. Invalid quantity "-7": value is out of range, using overflow result for backwards compatibility in %s on line 8

Warning: Failed to set memory limit to 7 bytes (Current memory usage is 2097152 bytes) in %s on line 8
bool(false)
string(3) "64M"
string(3) "64M"
string(3) "40M"
int(0)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)

Fatal error: Allowed memory size of 8388608 bytes exhausted (tried to allocate 20975616 bytes) in %s on line 23
