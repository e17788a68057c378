--TEST--
ini_set refused by modify handlers; gc_enable/gc_disable and zend.enable_gc
--FILE--
<?php
// modify handlers that refuse a value: empty arg_separator.output / include_path, unknown syslog.filter
var_dump(ini_set('arg_separator.output', ''), ini_get('arg_separator.output'));
var_dump(ini_set('arg_separator.output', ';'), ini_get('arg_separator.output'));
var_dump(ini_set('include_path', ''), ini_get('include_path') !== '');
var_dump(ini_set('syslog.filter', 'nope'), ini_set('syslog.filter', 'raw'), ini_get('syslog.filter'));
// the collector's switch is zend.enable_gc
gc_disable();
var_dump(gc_enabled(), ini_get('zend.enable_gc'));
gc_enable();
var_dump(gc_enabled(), ini_get('zend.enable_gc'));
var_dump(ini_set('zend.enable_gc', '0'), gc_enabled());
ini_restore('zend.enable_gc');
var_dump(gc_enabled());
--EXPECT--
bool(false)
string(1) "&"
string(1) "&"
string(1) ";"
bool(false)
bool(true)
bool(false)
string(7) "no-ctrl"
string(3) "raw"
bool(false)
string(1) "0"
bool(true)
string(1) "1"
string(1) "1"
bool(false)
bool(true)
