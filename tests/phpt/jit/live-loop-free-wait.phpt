--TEST--
JIT live: loop-free entries wait for more calls before they are translated (default profitability rules)
--INI--
hop.jit=live
hop.jit_threshold=3
hop.jit_profitability=1
--FILE--
<?php
// Loop-free functions wait for more calls before their entries are
// translated (calls banked between asks), pgo defers profiling code of
// regions no profile could make pay, and refused callees of compiled code
// throw through it. The results must not change on the way.
class Node { public $next; public $val; public static $made = 0; const K = 3;
  function __construct($v, $n = null) { $this->val = $v; $this->next = $n; self::$made++; } }
interface Shape {}
class Sq implements Shape { public $s; function __construct($s) { $this->s = $s; } }

// Mostly InterpOnes (property chains, instanceof, class constants, static props).
function chain($n) {
  if ($n instanceof Node && $n->next instanceof Node) return $n->next->val * Node::K + Node::$made % 7;
  return $n->val ?? -1;
}
// Compiles well: plain int arithmetic.
function arith($a, $b) {
  $x = $a * 3 + $b; $y = $x - $a; $z = $y * 2 - $b; $w = $z + $x * $y;
  $v = $w % 1000 + $a - $b; $u = $v * 7 + $x; $t = $u - $w + $z;
  return $t + $x - $y + $z - $w + $v - $u;
}
function thrower($i) {
  if ($i % 97 == 0) throw new RuntimeException("at $i");
  return strlen(str_repeat("ab", $i % 5)) + Node::K;
}
function caller($i) {
  $s = arith($i, 2);
  try { $s += thrower($i); } catch (RuntimeException $e) { $s -= strlen($e->getMessage()); }
  return $s;
}
function loops($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $i * 2; } return $s; }

$list = null;
for ($i = 0; $i < 50; $i++) $list = new Node($i, $list);
$sum = 0; $acc = 0; $thr = 0;
for ($round = 0; $round < 3000; $round++) {
  $sum += chain($round % 2 ? $list : new Node($round));
  $acc += arith($round, $round % 13);
  $thr += caller($round);
  if ($round % 500 == 0) echo "$round: $sum $acc $thr ", loops($round % 50), "\n";
}
$sq = new Sq(4);
var_dump($sq instanceof Shape, $sum, $acc, $thr, Node::$made);
--EXPECT--
0: 0 0 -8 0
500: 99505 -508537826 -503521072 0
1000: 324000 -4034782120 -4014542137 0
1500: 673499 -13578102805 -13533063207 0
2000: 1148002 -32139442066 -32059084277 0
2500: 1747502 -62717704300 -62592605347 0
bool(true)
int(2468999)
int(-108205718910)
int(-108025572416)
int(1550)
