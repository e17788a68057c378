--TEST--
sprintf: string arguments viewed in place
--FILE--
<?php
// %s views a string argument in place; other arguments are converted as before.
class T { function __toString(): string { return "obj"; } }
printf("[%s|%5s|%-5s|%'*8s|%.2s|%5.1s]\n", "abc", "de", "fg", "hi", "jklm", "xyz");
echo sprintf("%s %s %s %s %s %s", 1, 2.5, true, null, new T, "é"), "\n";
echo sprintf('%2$s %1$s %2$s', "a", "b"), "\n";
echo vsprintf("%s-%s-%04d", ["x", "y", 7]), "\n";
echo sprintf("%s", [1]), "\n";
$s = "loop";
for ($i = 0; $i < 3; $i++) $s = sprintf("%s.%d", $s, $i);
echo $s, "\n";
try { echo sprintf("%s %s", "one"); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { echo vsprintf("%s %s", ["one"]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
fprintf(STDOUT, "%s=%d\n", "k", 42);
echo sprintf("%'.10d|%-10s|%u", -42, "left", 3), "\n";
--EXPECTF--
[abc|   de|fg   |******hi|jk|    x]
1 2.5 1  obj é
b a b
x-y-0007

Warning: Array to string conversion in %s on line 8
Array
loop.0.1.2
3 arguments are required, 2 given
The arguments array must contain 2 items, 1 given
k=42
.......-42|left      |3
