--TEST--
A namespaced const statement: declared under its lowercased namespace, redeclaration warns
--FILE--
<?php
namespace Foo\Bar;
const BAZ = 1;
echo \FOO\BAR\BAZ, \foo\bar\BAZ, BAZ, "\n";
var_dump(defined('foo\bar\BAZ'), defined('Foo\Bar\baz'));
const BAZ = 2;
echo \Foo\Bar\BAZ, "\n";
var_dump(array_filter(get_defined_constants(), fn($k) => str_contains($k, 'BAZ'), ARRAY_FILTER_USE_KEY));
--EXPECTF--
111
bool(true)
bool(false)

Warning: Constant foo\bar\BAZ already defined in %s on line 6
1
array(1) {
  ["Foo\Bar\BAZ"]=>
  int(1)
}
