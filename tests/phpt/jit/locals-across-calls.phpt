--TEST--
JIT: a function's locals are kept across the PHP calls it makes, the main script's (the globals) are read again after each call
--INI--
hop.jit_threshold=0
hop.jit_pgo_threshold=1
hop.jit_profitability=0
--FILE--
<?php
// The main script's locals are the globals: a function it calls may change
// them ($GLOBALS, `global`), so what the script read before a call is read
// again after it; a function's own locals survive its calls.
function bump() { global $g; $g += 2; return 1; }
function viaGlobals() { $GLOBALS['h'] = $GLOBALS['h'] * 2 % 1000; return 0; }
function retype() { global $k; $k = $k === 1 ? 1.5 : 1; return 0; }
function own(int $n) {
  $a = 1; $s = 0;
  for ($i = 0; $i < $n; $i++) {
    $s += $a + bump() + $a;   // $a is this frame's: a call cannot change it
    $a = $a + 1;
  }
  return $s;
}
$g = 0; $h = 3; $k = 1;
$t = 0;
for ($i = 0; $i < 60; $i++) {
  $x = $g;
  $y = bump();
  $t += $g - $x + $y;         // 3 each round: $g was changed by the call
  $z = $h;
  viaGlobals();
  $t += $h - $z;
  $before = $k;
  retype();
  $t += is_float($k) ? 100 : 0;
  $k = $k + 0;                // the kind the call left
}
echo $t, " ", $g, " ", $h, " ", var_export($k, true), "\n";
echo own(50), " ", $g, "\n";
--EXPECT--
4105 120 928 1
2600 220
