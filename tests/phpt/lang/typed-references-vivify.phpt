--TEST--
typed references: no array auto-initialized inside a reference whose property types have none; __get's value for an unset typed property checked against its type
--FILE--
<?php
class Foo { public ?string $p = null; public ?array $a = null; public int $i; public function __get($n) { return "7"; } }
$foo = new Foo;
$r = &$foo->p;
try { $r[] = "bar"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $r["k"]["j"] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($foo->p);
$q = &$foo->a;
$q[] = 1;
var_dump($foo->a);
unset($foo->i);
var_dump($foo->i);
class Bar { public int $i; public function __get($n) { return "x"; } }
$b = new Bar; unset($b->i);
try { var_dump($b->i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot auto-initialize an array inside a reference held by property Foo::$p of type ?string
Cannot auto-initialize an array inside a reference held by property Foo::$p of type ?string
NULL
array(1) {
  [0]=>
  int(1)
}
int(7)
Cannot assign string to property Bar::$i of type int
