--TEST--
JIT: a release's slow path (a string freed, a destructor run) keeps the ints and floats live across it in registers
--INI--
hop.jit_threshold=2
--FILE--
<?php
// The slow path of a release saves only the registers that hold values live
// across it: floats and ints computed before the release and read after it
// must come back intact, whatever the freed value's destructor clobbers.
class D {
  public static $n = 0;
  public $v;
  function __construct($v) { $this->v = $v; }
  function __destruct() { self::$n++; $t = sqrt($this->v * 2.0) + 0.5; $u = $t * 3; }
}
function f($n) {
  $x = 1.5; $y = 0.25; $acc = 0; $k = 7; $s = '';
  for ($i = 0; $i < $n; $i++) {
    $a = $x * 2.0; $b = $i * 3 + $k;
    $s = 'a' . $i;            // a fresh string ...
    $s = 'b';                 // ... freed here
    $o = new D($a);
    $o = null;                // its destructor runs here
    $x = $x * 1.0001 + $y + $a * 0.0;
    $acc += $b + $k;
  }
  return sprintf('%.6f %d %s', $x, $acc, $s);
}
for ($r = 0; $r < 5; $r++) echo f(40), "\n";
echo D::$n, "\n";
--EXPECT--
11.525536 2900 b
11.525536 2900 b
11.525536 2900 b
11.525536 2900 b
11.525536 2900 b
200
