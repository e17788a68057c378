--TEST--
JIT: compiled calls inside fibers (suspend in a callee, deep recursion on a fiber's stack, exceptions) and generators
--FILE--
<?php
function work($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += step($i); } return $s; }
function step($i) { if ($i % 100 == 50) { $v = Fiber::suspend($i); return $v; } return $i & 3; }
function deep($n) { return $n == 0 ? Fiber::suspend("bottom") : 1 + deep($n - 1); }
$f = new Fiber(function () { return work(1000); });
$x = $f->start(); $t = 0;
while (!$f->isTerminated()) { $t += $x; $x = $f->resume(2); }
echo $f->getReturn(), " ", $t, "\n";
$g = new Fiber(function () { return deep(20000); });
echo $g->start(), "\n"; $g->resume(5); echo $g->getReturn(), "\n";
function gen($n) { for ($i = 0; $i < $n; $i++) yield helper($i); }
function helper($i) { return $i * 2; }
function sumgen() { $s = 0; foreach (gen(100) as $v) $s += helper($v); return $s; }
echo sumgen(), "\n";
function thrower2($i) { if ($i == 3) throw new LogicException("t$i"); return $i; }
function fiberThrow() { $s = 0; for ($i = 0; $i < 10; $i++) $s += thrower2($i); return $s; }
$h = new Fiber('fiberThrow');
try { $h->start(); } catch (LogicException $e) { echo "caught ", $e->getMessage(), "\n"; }
--EXPECT--
1500 5000
bottom
20005
19800
caught t3
