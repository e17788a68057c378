--TEST--
ini_get/ini_set/ini_restore/get_cfg_var of names no module registers, given with -d or not
--INI--
no.such.name=1
precision=12
--FILE--
<?php
// -d no.such.name=1 and -d precision=12 given in --INI--
var_dump(ini_get('no.such.name'));
var_dump(ini_set('no.such.name', 'x'));
var_dump(ini_get('no.such.name'));
ini_restore('no.such.name');
var_dump(ini_get('no.such.name'));
var_dump(get_cfg_var('no.such.name'));
var_dump(get_cfg_var('precision'));
var_dump(get_cfg_var('never.given'));
var_dump(get_cfg_var('serialize_precision'));
var_dump(array_key_exists('no.such.name', ini_get_all(null, false)));
var_dump(ini_get('PRECISION'), ini_set('Precision', 3));
var_dump(ini_get('precision'));
var_dump(ini_set('precision', 10), ini_get('precision'));
ini_restore('precision');
var_dump(ini_get('precision'));
$all = ini_get_all();
var_dump($all['precision']);
var_dump($all['memory_limit']);
--EXPECT--
bool(false)
bool(false)
bool(false)
bool(false)
string(1) "1"
string(2) "12"
bool(false)
string(2) "-1"
bool(false)
bool(false)
bool(false)
string(2) "12"
string(2) "12"
string(2) "10"
string(2) "12"
array(3) {
  ["global_value"]=>
  string(2) "12"
  ["local_value"]=>
  string(2) "12"
  ["access"]=>
  int(7)
}
array(3) {
  ["global_value"]=>
  string(4) "128M"
  ["local_value"]=>
  string(4) "128M"
  ["access"]=>
  int(7)
}
