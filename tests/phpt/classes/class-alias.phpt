--TEST--
class_alias(): another name for a user class
--FILE--
<?php
namespace NS;
class Foo { public static function who() { return static::class; } }
var_dump(class_alias('NS\Foo', 'Bar'), class_alias(Foo::class, 'NS\Baz'));
$b = new \Bar;
var_dump($b, $b instanceof Foo, get_class($b), \Bar::who(), Baz::who());
var_dump(class_exists('bar'), get_parent_class(new class extends \Bar {}));
var_dump(class_alias('NS\Foo', 'bar'));
var_dump(class_alias('Missing', 'X'));
try { class_alias('stdClass', 'S'); } catch (\ValueError $e) { echo $e->getMessage(), "\n"; }
$names = array_filter(get_declared_classes(), fn($n) => stripos($n, 'ns\\') === 0 || $n === 'bar');
var_dump(array_values($names));
class_alias('NS\Foo', 'int');
--EXPECTF--
bool(true)
bool(true)
object(NS\Foo)#1 (0) {
}
bool(true)
string(6) "NS\Foo"
string(6) "NS\Foo"
string(6) "NS\Foo"
bool(true)
string(6) "NS\Foo"

Warning: Cannot declare class bar, because the name is already in use in %s on line 8
bool(false)

Warning: Class "Missing" not found in %s on line 9
bool(false)
class_alias(): Argument #1 ($class) must be a user-defined class name, internal class name given
array(3) {
  [0]=>
  string(6) "NS\Foo"
  [1]=>
  string(3) "bar"
  [2]=>
  string(6) "ns\baz"
}

Fatal error: Cannot use 'int' as class name as it is reserved in %s on line 13
