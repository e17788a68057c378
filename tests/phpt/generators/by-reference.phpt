--TEST--
Generators: by-reference generators yield references
--FILE--
<?php
function &refs(array &$arr) {
    foreach ($arr as $k => &$v) { yield $k => $v; }
}
$data = [1, 2, 3];
foreach (refs($data) as $k => &$v) { $v *= 10; }
unset($v);
echo implode(",", $data), "\n";
function &offset(array &$arr) { yield $arr[1]; }
foreach (offset($data) as &$x) { $x = 'changed'; }
unset($x);
echo implode(",", $data), "\n";
function &notVars() { yield 1; yield $a = 2; yield strlen("abc"); yield; }
foreach (notVars() as $v) var_dump($v);
$g = refs($data);
var_dump($g->current());
--EXPECTF--
10,20,30
10,changed,30

Notice: Only variable references should be yielded by reference in %s on line 13
int(1)

Notice: Only variable references should be yielded by reference in %s on line 13
int(2)

Notice: Only variable references should be yielded by reference in %s on line 13
int(3)
NULL
int(10)
