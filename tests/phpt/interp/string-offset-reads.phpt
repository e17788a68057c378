--TEST--
string offset reads: negative offsets, out of range, ??, isset
--FILE--
<?php
$s = "hello";
for ($i = -6; $i < 7; $i++) { echo @$s[$i], "|"; } echo "\n";
echo $s[0], $s[-1], $s[4], "\n";
echo $s[5] ?? 'none', "\n";
echo $s[7];
echo "\n", isset($s[2]), isset($s[9]) ? 'y' : 'n', "\n";
$e = ""; echo $e[0] ?? 'empty', "\n";
--EXPECTF--
|h|e|l|l|o|h|e|l|l|o|||
hoo
none

Warning: Uninitialized string offset 7 in %s on line 6

1n
empty
