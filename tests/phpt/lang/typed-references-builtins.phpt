--TEST--
typed references: what builtins write into by-reference arguments typed properties hold is checked, and foreach/list targets too
--FILE--
<?php
class A { public int $i = 1; public array $a = [3,1,2]; public string $s = "x"; }
$o = new A;
try { preg_match('/x/', 'x', $o->i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->i);
sort($o->a); var_dump($o->a);
try { settype($o->i, "string"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->i);
try { settype($o->i, "array"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->i);
$x = str_replace("a", "b", "aaa", $o->s);
var_dump($o->s);
try { $r = &$o->a; $r[] = 5; $r = null; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(count($o->a));
foreach ([1,2,"3"] as $o->i) {} var_dump($o->i);
$ref = &$o->i;
foreach ([4,"5"] as $ref) {} var_dump($o->i);
try { foreach ([[1]] as $ref) {} } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
[$ref, $q] = ["7", 8]; var_dump($o->i);
$ref ??= 3; var_dump($o->i);
--EXPECT--
Cannot assign array to reference held by property A::$i of type int
int(1)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
int(1)
Cannot assign array to reference held by property A::$i of type int
int(1)
string(1) "3"
Cannot assign null to reference held by property A::$a of type array
int(4)
int(3)
int(5)
Cannot assign array to reference held by property A::$i of type int
int(7)
int(7)
