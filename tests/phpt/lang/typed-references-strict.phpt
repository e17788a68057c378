--TEST--
typed references in strict mode: no coercion but int to float
--FILE--
<?php
declare(strict_types=1);
class A { public int $i = 1; public float $f = 1.0; }
$a = new A;
$r = &$a->i;
try { $r = "5"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$f = &$a->f;
$f = 5;
var_dump($a->f);
var_dump($r = 3);
--EXPECT--
Cannot assign string to reference held by property A::$i of type int
float(5)
int(3)
