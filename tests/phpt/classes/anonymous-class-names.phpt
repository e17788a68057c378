--TEST--
Anonymous class names print up to their NUL byte
--FILE--
<?php
interface I {}
$a = new class implements I { public int $n = 0; public function f(self $x): self|int { return 1.5; } };
var_dump($a);
print_r($a); echo "\n";
var_dump(str_starts_with(get_class($a), "I@anonymous\0"));
try { $a->f(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $a->f($a); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $a->n = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
object(I@anonymous)#1 (1) {
  ["n"]=>
  int(0)
}
I@anonymous Object
(
    [n] => 0
)

bool(true)
I@anonymous(): Argument #1 ($x) must be of type I@anonymous, int given, called in %s on line 7

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
Cannot assign string to property I@anonymous::$n of type int
