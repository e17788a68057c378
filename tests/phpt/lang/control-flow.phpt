--TEST--
loops, switch, match, break N, continue N
--FILE--
<?php
for ($i = 0; $i < 3; $i++) { for ($j = 0; $j < 3; $j++) { if ($j == 1) continue 2; if ($i == 2) break 2; echo "$i$j "; } }
echo "\n";
$k = 0; while (true) { if (++$k > 3) break; echo $k; } echo "\n";
do { echo "once\n"; } while (false);
foreach ([1, 'two', 3.0, null, true] as $v) {
  switch ($v) { case 1: echo "one\n"; break; case 'two': echo "two\n"; break; default: echo gettype($v), "\n"; }
}
echo match(true) { 1 > 2 => "a", default => "b" }, "\n";
try { echo match(5) { 1, 2 => 'x' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
$x = 3;
switch ($x): case 3: echo "alt syntax\n"; endswitch;
if ($x > 2): echo "big\n"; elseif ($x > 1): echo "mid\n"; else: echo "small\n"; endif;
--EXPECT--
00 10 
123
once
one
two
double
NULL
one
b
Unhandled match case 5
alt syntax
big
