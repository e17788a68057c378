--TEST--
ArrayAccess gets numeric string keys as written; foreach by reference refuses readonly properties
--FILE--
<?php
class A implements ArrayAccess { function offsetGet($k): mixed { var_dump($k); return 1; } function offsetExists($k): bool { return true; } function offsetSet($k, $v): void { var_dump($k); } function offsetUnset($k): void {} }
$a = new A; $a["123"]; $a["123"] = 1; ["123" => $x] = $a; list("7" => $y) = $a; $k = "5"; $a[$k];
$a = ["123" => 1, "x" => 2]; var_dump($a["123"], $a[123], isset($a["123"])); $a["124"] = 5; var_dump(array_keys($a)); ["123" => $q] = $a; var_dump($q); $s = "abcdef"; var_dump($s["2"]);
class RO { public function __construct(public readonly string $foo = "bar") {} }
$a = new RO;
try { $r = &$a->foo; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { foreach ($a as &$v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
class RB { public readonly array $x; function __construct() { $this->x = [1]; } function f() { try { $r = &$this->x; } catch (Error $e) { echo $e->getMessage(), "\n"; } } }
(new RB)->f();
--EXPECT--
string(3) "123"
string(3) "123"
string(3) "123"
string(1) "7"
string(1) "5"
int(1)
int(1)
bool(true)
array(3) {
  [0]=>
  int(123)
  [1]=>
  string(1) "x"
  [2]=>
  int(124)
}
int(1)
string(1) "c"
Cannot modify readonly property RO::$foo
Cannot acquire reference to readonly property RO::$foo
Cannot modify readonly property RB::$x
