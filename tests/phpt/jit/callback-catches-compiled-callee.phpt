--TEST--
JIT: a callback frame (array_map) catches an exception thrown in a function it calls from compiled code
--FILE--
<?php
function g($x) { $a = $x + 1; for ($k = 0; $k < 50; $k++) { $a = $a + $k; } $s = str_repeat("a", 2 - $x); $a = $a + 2; $a = $a * 3; return $a; }
function f($x) {
  try {
    $r = g($x);
  } catch (ValueError $e) {
    echo "caught in f\n";
    $r = -1;
  }
  return $r;
}
for ($i = 0; $i < 3; $i++) f(1);
try {
  $out = array_map('f', [1, 2, 3, 4]);
  echo implode(",", $out), "\n";
} catch (Throwable $t) { echo "caught in main: ", get_class($t), "\n"; }
echo "end\n";
--EXPECT--
caught in f
caught in f
3687,3690,-1,-1
end
