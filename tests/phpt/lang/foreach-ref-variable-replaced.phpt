--TEST--
foreach by reference over a variable the loop replaces
--FILE--
<?php
// foreach by reference whose variable the loop turns into something else: php's warning.
$a = [42];
foreach ($a as &$c) { unset($a[0]); $a = null; }
$b = [1, 2];
foreach ($b as &$v) { echo $v, "\n"; $b = "str"; }
echo "done\n";
--EXPECTF--
Warning: foreach() argument must be of type array|object, null given in %s on line 4
1

Warning: foreach() argument must be of type array|object, string given in %s on line 6
done
