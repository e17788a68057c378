--TEST--
== and === of deep arrays compare like php; a cyclic array is php's fatal
--FILE--
<?php
$a = []; for ($i = 0; $i < 3000; $i++) $a = [$a];
$b = []; for ($i = 0; $i < 3000; $i++) $b = [$b];
var_dump($a == $b, $a === $b, $a <=> $b, in_array($b, [1, $a]));
$c = [1]; $c[] = &$c;
$d = [1]; $d[] = &$d;
var_dump($c == $d);
echo "unreachable\n";
--EXPECTF--
bool(true)
bool(true)
int(0)
bool(true)

Fatal error: Nesting level too deep - recursive dependency? in %s on line 7
