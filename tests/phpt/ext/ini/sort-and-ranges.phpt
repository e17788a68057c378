--TEST--
ini_get_all() order is case-insensitive; range of zend.exception_string_param_max_len; zend.script_encoding without zend.multibyte
--FILE--
<?php
// ini_get_all() sorts names case-insensitively; php refuses out-of-range or multibyte-only values
$keys = array_keys(ini_get_all(null, false));
$i = array_search('SMTP', $keys);
var_dump($keys[$i - 1] < 'smtp', strcasecmp($keys[$i + 1], 'smtp') > 0);
foreach ([-1, 0, 1000000, 1000001, "abc"] as $v) var_dump(ini_set("zend.exception_string_param_max_len", $v));
var_dump(ini_set('zend.script_encoding', 'UTF-8'), ini_get('zend.script_encoding'));
--EXPECT--
bool(true)
bool(true)
bool(false)
string(2) "15"
string(1) "0"
bool(false)
string(7) "1000000"
bool(false)
string(0) ""
