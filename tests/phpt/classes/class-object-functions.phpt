--TEST--
method_exists/property_exists and a parent's privates, get_parent_class errors, no autoload of invalid class names
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload($c)\n"; });
class B { private function bp() {} private static function bs() {} protected function bq() {} private $pa; public $pb; }
class C extends B { private $own; }
var_dump(method_exists('C', 'bp'), method_exists(new C, 'bp'), method_exists('C', 'bs'), method_exists('C', 'bq'));
var_dump(property_exists('C', 'pa'), property_exists(new C, 'pa'), property_exists('C', 'pb'), property_exists('C', 'own'), property_exists('B', 'pa'));
foreach ([0, 1.5, null, true, [], 'Nope', ''] as $v) {
  try { var_dump(get_parent_class($v)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { property_exists(5, 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(class_exists('a b'), class_exists(''), class_exists('a-b'), class_exists('Ok_Name1'), method_exists(' ', 'x'));
var_dump(get_parent_class(new C), get_parent_class('C'));
--EXPECT--
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, int given
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, float given
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, null given
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, bool given
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, array given
autoload(Nope)
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, string given
get_parent_class(): Argument #1 ($object_or_class) must be an object or a valid class name, string given
property_exists(): Argument #1 ($object_or_class) must be of type object|string, int given
autoload(Ok_Name1)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
string(1) "B"
string(1) "B"
