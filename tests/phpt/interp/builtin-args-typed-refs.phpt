--TEST--
builtins called while typed references exist: none among the arguments, some, more than eight, a write that does not fit
--FILE--
<?php
// Builtins called while typed references exist: with none among the
// arguments, with some, with more than eight, and a write that does not fit.
class T { public int $i = 0; public string $s = ''; public array $a = []; public ?int $n = null; }
$t = new T;
$ri = &$t->i; $rs = &$t->s; $ra = &$t->a;
echo strlen("abc"), " ", str_repeat("x", 3), " ", implode(",", [1, 2]), "\n";
preg_match('/(b)(c)/', 'abc', $t->a);
echo json_encode($t->a), "\n";
settype($t->s, "string");
sort($ra);
echo json_encode($t->a), "\n";
$vars = [];
$n = sscanf("1 2 3 4 5 6 7 8 9 10", "%d %d %d %d %d %d %d %d %d %d", $t->i, $v2, $v3, $v4, $v5, $v6, $v7, $v8, $v9, $t->n);
var_dump($n, $t->i, $t->n, $v9);
try {
  preg_match('/x/', 'x', $t->i);
} catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($t->i);
try {
  sscanf("a b", "%s %s", $t->s, $t->i);
} catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($t->s, $t->i);
$x = "5"; $y = [3, 1, 2];
sort($y); echo implode(",", $y), " ", intval($x) + 1, "\n";
--EXPECT--
3 xxx 1,2
["bc","b","c"]
["b","bc","c"]
int(10)
int(1)
int(10)
int(9)
Cannot assign array to reference held by property T::$i of type int
int(1)
Cannot assign string to reference held by property T::$i of type int
string(1) "a"
int(1)
1,2,3 6
