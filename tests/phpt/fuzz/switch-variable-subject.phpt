--TEST--
fuzz: switch variable subject
--FILE--
<?php
// A variable subject is read by each case tried (php's ZEND_CASE reads the CV).
switch ($n) { case "INF": echo 'A'; break; case 2: echo 'B'; default: echo 'D'; } echo "\n";
switch ($n2) { case 1: echo 'A'; break; case $x: echo 'B'; break; default: echo 'D'; } echo "\n";
switch ($n3) { default: echo 'D'; } echo "\n";
$v = 1;
switch ($v) { case $v = 2: echo "two\n"; break; case 2: echo "2 again\n"; break; default: echo "other\n"; }
function f($p) { switch ($p) { case 'a': return 1; case 'b': return 2; } return 0; }
var_dump(f('b'), f('z'));
--EXPECTF--
Warning: Undefined variable $n in %s on line 3

Warning: Undefined variable $n in %s on line 3
D

Warning: Undefined variable $n2 in %s on line 4

Warning: Undefined variable $n2 in %s on line 4

Warning: Undefined variable $x in %s on line 4
B
D
two
int(2)
int(0)
