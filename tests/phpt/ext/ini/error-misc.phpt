--TEST--
ErrorException line 0 with a file, get_defined_functions(false), error_log_mode
--FILE--
<?php
// ErrorException: a file without a line is line 0
$e = new ErrorException("m", 0, E_ERROR, "abc.php");
var_dump($e->getFile(), $e->getLine());
$e = new ErrorException("m", 0, E_ERROR, null, 7);
var_dump($e->getLine());
// get_defined_functions(false) is deprecated
var_dump(count(get_defined_functions(false)) === 2);
// error_log files are created with error_log_mode
$log = tempnam(sys_get_temp_dir(), 'hoplog');
unlink($log);
ini_set('error_log', $log);
ini_set('error_log_mode', '0600');
$old = umask(0);
error_log("hello");
umask($old);
printf("%o\n", fileperms($log) & 0777);
var_dump(str_ends_with(file_get_contents($log), "] hello\n"));
unlink($log);
--EXPECTF--
string(7) "abc.php"
int(0)
int(7)

Deprecated: get_defined_functions(): Setting $exclude_disabled to false has no effect in %s on line 8
bool(true)
600
bool(true)
