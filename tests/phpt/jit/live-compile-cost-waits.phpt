--TEST--
JIT live: loop heads wait by compile cost, a function with a translation given up waits longer (default profitability rules)
--INI--
hop.jit=live
hop.jit_threshold=3
hop.jit_profitability=1
--FILE--
<?php
// A long function with a small loop (its loop head waits for more rounds
// than a kernel's), a function with two loops whose first translation
// leaves early on most entries (its other loop head then waits longer
// still), and loop-free functions waiting for their calls: the
// results must not change on the way.
class Tok { public $t; public $v; function __construct($t, $v) { $this->t = $t; $this->v = $v; } }
function longWithSmallLoop($n, $toks) {
  $a = 0; $b = 1; $c = 2; $s = '';
  if ($n % 3 == 0) { $a += $n * 2; $s .= 'x'; } else { $b += $n; $s .= 'y'; }
  if ($n % 5 == 0) { $c = $a + $b; $s .= 'z'; } else { $c = $a - $b; }
  for ($i = 0; $i < 4; $i++) { $a += $i * $c; }
  foreach ($toks as $k => $t) { if ($t->t === 'num') $b += $t->v; else $s .= $t->v; }
  $d = $a * 3 + $b * 5 - $c;
  if ($d > 100) $d = $d % 97; else $d = $d * 2;
  return [$a, $b, $c, $d, strlen($s)];
}
function twoLoops($toks, $n) {
  $s = 0;
  foreach ($toks as $t) {
    if ($t->t === 'num') { $s += $t->v; continue; }
    $s += strlen((string)$t->v) + ($t instanceof Tok ? 1 : 0);
  }
  for ($i = 0; $i < $n; $i++) { $s += $i % 7; }
  return $s;
}
function small($x) { return $x instanceof Tok && is_int($x->v) ? $x->v * 2 + 1 : -1; }
$toks = [];
for ($i = 0; $i < 12; $i++) $toks[] = new Tok($i % 3 ? 'num' : 'str', $i % 3 ? $i : "s$i");
$sum = 0; $acc = 0; $sm = 0;
for ($r = 0; $r < 4000; $r++) {
  $res = longWithSmallLoop($r, $toks);
  $sum += $res[0] + $res[1] + $res[2] + $res[3] + $res[4];
  $acc += twoLoops($r % 2 ? $toks : [new Tok('str', $r), new Tok('num', $r)], $r % 9);
  $sm += small($r % 4 ? $toks[$r % 12] : null);
  if ($r % 1000 == 0) echo "$r: $sum $acc $sm\n";
}
var_dump($sum, $acc, $sm);
--EXPECT--
0: 134 2 -1
1000: -4463941 290997 5981
2000: -18582355 1082545 11981
3000: -42218526 2374095 17999
int(-75483296)
int(4161637)
int(23982)
