--TEST--
-d of a module's directive: ini_get, get_cfg_var, ini_restore
--INI--
mbstring.language=German
--FILE--
<?php
// -d of a module's directive (mbstring.language=German in --INI--)
var_dump(ini_get('mbstring.language'), get_cfg_var('mbstring.language'));
var_dump(ini_set('mbstring.language', 'uni'));
var_dump(ini_get('mbstring.language'), get_cfg_var('mbstring.language'));
var_dump(ini_get_all('mbstring')['mbstring.language']);
ini_restore('mbstring.language');
var_dump(ini_get('mbstring.language'));
var_dump(ini_get('pcre.backtrack_limit'), ini_set('pcre.backtrack_limit', '5'), ini_get('pcre.backtrack_limit'));
var_dump(ini_get('mbstring.detect_order'), ini_set('mbstring.detect_order', 'UTF-8, ASCII'), ini_get('mbstring.detect_order'));
--EXPECT--
string(6) "German"
string(6) "German"
string(6) "German"
string(3) "uni"
string(6) "German"
array(3) {
  ["global_value"]=>
  string(6) "German"
  ["local_value"]=>
  string(3) "uni"
  ["access"]=>
  int(7)
}
string(6) "German"
string(7) "1000000"
string(7) "1000000"
string(1) "5"
string(0) ""
string(0) ""
string(12) "UTF-8, ASCII"
