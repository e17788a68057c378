--TEST--
Generators: destroyed generators run finally blocks; force-closed ones cannot yield
--FILE--
<?php
function gen($name) {
    try {
        try {
            echo "$name: yield 1\n";
            yield 1;
            echo "$name: not reached\n";
        } catch (Throwable $t) {
            echo "$name: not caught\n";
        } finally {
            echo "$name: inner finally\n";
        }
    } finally {
        echo "$name: outer finally\n";
    }
}
$g = gen('a'); $g->current(); unset($g);
echo "--\n";
$g = gen('b'); unset($g);   // never started: no finally
echo "--\n";
foreach (gen('c') as $v) { break; }
echo "--\n";
function yielding() { try { yield 1; } finally { echo "finally yields\n"; yield 2; } }
$g = yielding(); $g->current();
try { unset($g); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function delegating() { try { yield from yielding2(); } finally { echo "outer finally\n"; } }
function yielding2() { try { yield 1; } finally { echo "inner finally\n"; } }
$g = delegating(); $g->current(); unset($g);
echo "--\n";
function throwing() { try { yield 1; } finally { throw new Exception("from finally"); } }
$g = throwing(); $g->current();
try { $g = null; } catch (Exception $e) { echo "caught: ", $e->getMessage(), "\n"; }
function returning() { try { yield 1; } finally { return 5; } }
$g = returning(); $g->current(); $g->next(); var_dump($g->getReturn());
function fromForced() { try { yield 1; } finally { yield from [2]; } }
$g = fromForced(); $g->current();
try { unset($g); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "end\n";
--EXPECT--
a: yield 1
a: inner finally
a: outer finally
--
--
c: yield 1
c: inner finally
c: outer finally
--
finally yields
Error: Cannot yield from finally in a force-closed generator
inner finally
outer finally
--
caught: from finally
int(5)
Error: Cannot use "yield from" in a force-closed generator
end
