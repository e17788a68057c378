--TEST--
reflection: ReflectionExtension basics and info(); IntlChar::getUnicodeVersion
--FILE--
<?php
// ReflectionExtension
$r = new ReflectionExtension('JSON');
var_dump($r->getName(), $r->name, $r->getVersion() === PHP_VERSION, array_keys($r->getFunctions()), $r->getINIEntries());
ob_start(); $r->info(); var_dump(ob_get_clean());
try { new ReflectionExtension('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(IntlChar::getUnicodeVersion() === array_map('intval', explode('.', IntlChar::UNICODE_VERSION . '.0.0')));
--EXPECT--
string(4) "json"
string(4) "json"
bool(true)
array(4) {
  [0]=>
  string(11) "json_encode"
  [1]=>
  string(11) "json_decode"
  [2]=>
  string(15) "json_last_error"
  [3]=>
  string(19) "json_last_error_msg"
}
array(0) {
}
string(31) "
json

json support => enabled
"
Extension "nope" does not exist
bool(true)
