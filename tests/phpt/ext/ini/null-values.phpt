--TEST--
directives without a value: ini_get gives an empty string, ini_get_all null
--FILE--
<?php
// directives without a value: ini_get gives "", ini_get_all null
var_dump(ini_get('error_log'), ini_get('fiber.stack_size'), ini_get('mbstring.http_input'));
$all = ini_get_all();
var_dump($all['error_log'], $all['fiber.stack_size']);
var_dump(ini_set('error_log', '/dev/null'));
var_dump(ini_get_all()['error_log']);
var_dump(ini_set('error_log', ''));
var_dump(ini_get_all()['error_log']);
ini_restore('error_log');
var_dump(ini_get_all()['error_log']);
var_dump(ini_get_all(null, false)['fiber.stack_size']);
var_dump(ini_set('user_agent', 'x'), ini_get('user_agent'));
ini_restore('user_agent');
var_dump(ini_get('user_agent'), ini_get_all(null, false)['user_agent']);
--EXPECT--
string(0) ""
string(0) ""
string(0) ""
array(3) {
  ["global_value"]=>
  NULL
  ["local_value"]=>
  NULL
  ["access"]=>
  int(7)
}
array(3) {
  ["global_value"]=>
  NULL
  ["local_value"]=>
  NULL
  ["access"]=>
  int(7)
}
string(0) ""
array(3) {
  ["global_value"]=>
  string(9) "/dev/null"
  ["local_value"]=>
  string(9) "/dev/null"
  ["access"]=>
  int(7)
}
string(9) "/dev/null"
array(3) {
  ["global_value"]=>
  string(0) ""
  ["local_value"]=>
  string(0) ""
  ["access"]=>
  int(7)
}
array(3) {
  ["global_value"]=>
  NULL
  ["local_value"]=>
  NULL
  ["access"]=>
  int(7)
}
NULL
string(0) ""
string(1) "x"
string(0) ""
NULL
