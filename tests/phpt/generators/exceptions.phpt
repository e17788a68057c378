--TEST--
Generators: throw(), exceptions from delegates, ClosedGeneratorException, rewind and traversal errors
--FILE--
<?php
function gen() {
    echo "start\n";
    try {
        $x = yield 1;
        echo "got $x\n";
    } catch (LogicException $e) {
        echo "caught ", $e->getMessage(), "\n";
        yield 'after-catch';
    } finally {
        echo "finally\n";
    }
    yield 'last';
}
$g = gen();
var_dump($g->throw(new LogicException("before start")));
var_dump($g->current());
var_dump($g->send('v'));
try { $g->throw(new RuntimeException("escapes")); } catch (RuntimeException $e) { echo "outside: ", $e->getMessage(), "\n"; }
var_dump($g->valid(), $g->current());
try { $g->throw(new RuntimeException("closed")); } catch (RuntimeException $e) { echo "closed: ", $e->getMessage(), "\n"; }
try { foreach ($g as $v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $g->getReturn(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
// Exception from a delegate goes to the delegating generator.
function failing() { yield 1; throw new DomainException("inner failed"); }
function delegating() {
    try { yield from failing(); } catch (DomainException $e) { echo "delegating caught: ", $e->getMessage(), "\n"; echo $e->getTraceAsString(), "\n"; }
    yield 2;
}
foreach (delegating() as $v) var_dump($v);
// A delegate aborted by another generator: ClosedGeneratorException.
function src() { yield 1; throw new Exception("boom"); }
function wrap($s) { try { yield from $s; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = src(); $w1 = wrap($s); $w2 = wrap($s);
$w1->current(); $w2->current();
$w1->next();
$w2->next();
// Rewind after advancing.
function two() { yield 1; yield 2; }
$t = two(); $t->next();
try { $t->rewind(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { foreach ($t as $v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
// Running generator.
function re() { global $r; $r->next(); yield 1; }
$r = re();
try { $r->current(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Generator; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone two(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
function plain() { yield 1; }
try { foreach (plain() as &$ref) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
start
caught before start
string(11) "after-catch"
string(11) "after-catch"
finally
string(4) "last"
outside: escapes
bool(false)
NULL
closed: closed
Cannot traverse an already closed generator
Cannot get return value of a generator that hasn't returned
int(1)
delegating caught: inner failed
#0 %s(27): failing()
#1 %s(30): delegating()
#2 {main}
int(2)
Exception: boom
ClosedGeneratorException: Generator yielded from aborted, no return value available
Cannot rewind a generator that was already run
Cannot rewind a generator that was already run
Cannot resume an already running generator
The "Generator" class is reserved for internal use and cannot be manually instantiated
Trying to clone an uncloneable object of class Generator
You can only iterate a generator by-reference if it declared that it yields by-reference
