--TEST--
count(COUNT_RECURSIVE) of an array holding itself: php's warning
--FILE--
<?php
$a = [1, 2];
$a[] = &$a;
var_dump(count($a, COUNT_RECURSIVE));
$b = []; for ($i = 0; $i < 50000; $i++) $b = [$b, 1];
var_dump(count($b, COUNT_RECURSIVE));
--EXPECTF--
Warning: count(): Recursion detected in %s on line 4
int(3)
int(100000)
