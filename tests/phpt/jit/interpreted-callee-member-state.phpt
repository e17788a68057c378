--TEST--
JIT: interpreted callees of compiled callers use member instructions, throw inside one, call __get, suspend a Fiber, and return into compiled callers that go on with member instructions
--INI--
hop.jit_threshold=3
--FILE--
<?php
// Interpreted callees (finished in a loop of their own) of compiled
// callers use member instructions, throw from the middle of one, suspend a
// Fiber, and return into callers that go on with member instructions.
class Box { public $items = []; public $n = 0; public ?Box $next = null; }
class Magic { private $d = []; function __get($k) { return $this->d[$k] ?? dyn($k); } function __set($k, $v) { $this->d[$k] = $v; } }
function dyn($k) { $f = 'strtoupper'; return $f($k); }      // no compiled code (dynamic call)
function touchBox(Box $b, $i) {
    $f = 'intval';
    $b->items[$i % 5][] = $f($i);
    if ($i % 17 == 0) { $b->items[$i % 5][$b->missing->x] = 1; }   // warning mid-sequence
    if ($i % 23 == 0) throw new Exception("touch $i");
    if ($i % 29 == 0) $b->items[$i % 5][[]] = 1;   // thrown inside a member sequence
    return count($b->items[$i % 5]);
}
function walk(Box $b, $n) {
    $sum = 0;
    for ($i = 1; $i <= $n; $i++) {
        try {
            $sum += touchBox($b, $i);
        } catch (Throwable $e) {
            $sum += 100;
        }
        $b->n += $b->items[$i % 5][0] ?? 0;
        if ($b->next) $b->next->n++;
    }
    return $sum;
}
$b = new Box; $b->next = new Box;
for ($k = 0; $k < 3; $k++) echo walk($b, 50), " ", $b->n, " ", $b->next->n, "\n";
$m = new Magic;
function useMagic(Magic $m, $i) { $m->{"k$i"} = $i; return $m->{"k$i"} . $m->other; }
function magicLoop(Magic $m) { $s = ''; for ($i = 0; $i < 20; $i++) $s .= useMagic($m, $i); return $s; }
echo magicLoop($m), "\n", magicLoop($m), "\n";
function suspender($i) { $f = 'intval'; if ($i % 4 == 0) { $v = Fiber::suspend($i); return $f($v); } return $f($i); }
function fiberBody($n) { $s = 0; for ($i = 1; $i <= $n; $i++) $s += suspender($i); return $s; }
$fiber = new Fiber('fiberBody');
$v = $fiber->start(40);
while (!$fiber->isTerminated()) $v = $fiber->resume($v * 10);
echo "fiber ", $fiber->getReturn(), "\n";
--EXPECTF--

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11
565 150 50

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11
1043 300 100

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11

Warning: Undefined property: Box::$missing in %s on line 11

Warning: Attempt to read property "x" on null in %s on line 11
1513 450 150
0OTHER1OTHER2OTHER3OTHER4OTHER5OTHER6OTHER7OTHER8OTHER9OTHER10OTHER11OTHER12OTHER13OTHER14OTHER15OTHER16OTHER17OTHER18OTHER19OTHER
0OTHER1OTHER2OTHER3OTHER4OTHER5OTHER6OTHER7OTHER8OTHER9OTHER10OTHER11OTHER12OTHER13OTHER14OTHER15OTHER16OTHER17OTHER18OTHER19OTHER
fiber 2800
