--TEST--
JIT: exceptions of interpreted callees go through compiled callers and the loops that entered them (caught at every depth, finally, destructors, traces, generators, callbacks, uncaught)
--INI--
hop.jit_threshold=2
--FILE--
<?php
// Exceptions thrown in interpreted callees of compiled callers, handed from
// nested interpreter loops to compiled frames and on to the loops that
// entered them: caught at every depth, finally blocks, destructors in the
// unwound frames, exceptions replaced by a destructor's, rethrown from
// catch, traces, a loop-head entry that throws, and uncaught at the end.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "~D{$this->n} "; } }
class Bad { function __destruct() { throw new LogicException("from destructor"); } }
function thrower($x) {
    // An instruction compiled code leaves to the interpreter (a string) then a throw.
    $s = is_string($x) ? $x : "v$x";
    if ($x % 7 == 0) throw new RuntimeException("thrower $s");
    return strlen($s);
}
function level1($x) { $d = $x % 21 == 0 ? new D("l1-$x") : null; $r = thrower($x); return $r + 1; }
function level2($x) {
    try {
        $r = level1($x) * 2;
    } finally {
        if ($x % 14 == 0) echo "finally2($x) ";
    }
    return $r;
}
function level3($x) {
    try {
        return level2($x) + 1;
    } catch (RuntimeException $e) {
        if ($x % 28 == 0) throw new DomainException("wrapped $x", 0, $e);
        return -1;
    }
}
function withBad($x) { $b = new Bad; $r = thrower($x); unset($b); return $r; }
function loopy($n) {
    $sum = 0;
    for ($i = 1; $i <= $n; $i++) {
        try {
            $sum += level3($i);
        } catch (DomainException $e) {
            echo "loopy caught ", $e->getMessage(), " prev ", get_class($e->getPrevious()), "\n";
        }
    }
    return $sum;
}
for ($k = 0; $k < 3; $k++) echo "sum ", loopy(60), "\n";
for ($i = 1; $i < 30; $i++) {
    if ($i % 7 == 0) continue;   // (a destructor throwing while a throw unwinds: see below)
    try {
        withBad($i);
    } catch (Exception $e) {
        echo get_class($e), ":", $e->getMessage(), $e->getPrevious() ? " prev " . $e->getPrevious()->getMessage() : "", "\n";
    }
}
function traced($x) {
    try { level1($x); } catch (RuntimeException $e) {
        foreach ($e->getTrace() as $f) echo $f['function'], "@", $f['line'] ?? '-', " ";
        echo "\n";
    }
}
for ($i = 0; $i < 3; $i++) traced(7);
function gen() { for ($i = 1; $i < 20; $i++) yield level1($i); }
try { foreach (gen() as $v) echo $v, " "; } catch (RuntimeException $e) { echo "gen: ", $e->getMessage(), "\n"; }
echo array_sum(array_map(fn($x) => level3($x), range(1, 27))), "\n";
function uncaught() { for ($i = 1; $i < 100; $i++) level3($i); }
uncaught();
--EXPECTF--
sum finally2(14) ~Dl1-21 finally2(28) loopy caught wrapped 28 prev RuntimeException
~Dl1-42 finally2(42) finally2(56) loopy caught wrapped 56 prev RuntimeException
446
sum finally2(14) ~Dl1-21 finally2(28) loopy caught wrapped 28 prev RuntimeException
~Dl1-42 finally2(42) finally2(56) loopy caught wrapped 56 prev RuntimeException
446
sum finally2(14) ~Dl1-21 finally2(28) loopy caught wrapped 28 prev RuntimeException
~Dl1-42 finally2(42) finally2(56) loopy caught wrapped 56 prev RuntimeException
446
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
LogicException:from destructor
thrower@15 level1@54 traced@59 
thrower@15 level1@54 traced@59 
thrower@15 level1@54 traced@59 
3 3 3 3 3 3 gen: thrower v7
finally2(14) ~Dl1-21 197
finally2(14) ~Dl1-21 finally2(28) 
Fatal error: Uncaught RuntimeException: thrower v28 in %s:12
Stack trace:
#0 %s(15): thrower(28)
#1 %s(18): level1(28)
#2 %s(26): level2(28)
#3 %s(63): level3(28)
#4 %s(64): uncaught()
#5 {main}

Next DomainException: wrapped 28 in %s:28
Stack trace:
#0 %s(63): level3(28)
#1 %s(64): uncaught()
#2 {main}
  thrown in %s on line 28
