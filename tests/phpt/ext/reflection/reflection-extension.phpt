--TEST--
ReflectionExtension: name, version, functions, constants, ini, classes, dependencies; getExtension()
--FILE--
<?php
$e = new ReflectionExtension('JSON');
var_dump($e, $e->getName(), $e->getVersion() === PHP_VERSION, $e->isPersistent(), $e->isTemporary());
var_dump(array_slice($e->getConstants(), 0, 3), isset($e->getFunctions()['json_encode']), $e->getFunctions()['json_encode'] instanceof ReflectionFunction);
var_dump(in_array('JsonException', $e->getClassNames()), $e->getClasses()['JsonSerializable']->isInterface());
$spl = new ReflectionExtension('spl');
var_dump($spl->getName(), $spl->getDependencies(), in_array('ArrayObject', $spl->getClassNames()));
$pcre = new ReflectionExtension('date');
var_dump(isset($pcre->getINIEntries()['date.timezone']));
var_dump((new ReflectionClass('ArrayObject'))->getExtensionName(), (new ReflectionClass('ArrayObject'))->getExtension()->getName());
var_dump((new ReflectionFunction('preg_match'))->getExtension()->getName(), (new ReflectionFunction('strlen'))->getExtensionName());
class U {} var_dump((new ReflectionClass('U'))->getExtension());
try { new ReflectionExtension('nope'); } catch (ReflectionException $x) { echo $x->getMessage(), "\n"; }
try { new ReflectionZendExtension('nope'); } catch (ReflectionException $x) { echo $x->getMessage(), "\n"; }
$c = new ReflectionExtension('json'); ob_start(); $c->info(); var_dump(str_starts_with(ob_get_clean(), "\njson\n\n"));
--EXPECT--
object(ReflectionExtension)#1 (1) {
  ["name"]=>
  string(4) "json"
}
string(4) "json"
bool(true)
bool(true)
bool(false)
array(3) {
  ["JSON_HEX_TAG"]=>
  int(1)
  ["JSON_HEX_AMP"]=>
  int(2)
  ["JSON_HEX_APOS"]=>
  int(4)
}
bool(true)
bool(true)
bool(true)
bool(true)
string(3) "SPL"
array(1) {
  ["json"]=>
  string(8) "Required"
}
bool(true)
bool(true)
string(3) "SPL"
string(3) "SPL"
string(4) "pcre"
string(4) "Core"
NULL
Extension "nope" does not exist
Zend Extension "nope" does not exist
bool(true)
