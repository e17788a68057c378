--TEST--
Generators: backtraces through yield from chains and foreach
--FILE--
<?php
function leaf() { debug_print_backtrace(); yield 1; throw new Exception("leaf"); }
function mid() { yield from leaf(); }
function top() { try { yield from mid(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; } }
foreach (top() as $v) { echo "v=$v\n"; }
$g = top();
$g->current();
$g->next();
function traced() { debug_print_backtrace(); yield; }
function consume() { foreach (traced() as $_) {} }
consume();
--EXPECTF--
#0 %s(3): leaf()
#1 %s(4): mid()
#2 %s(5): top()
v=1
#0 %s(3): leaf()
#1 %s(4): mid()
#2 %s(5): top()
#3 {main}
#0 %s(3): leaf()
#1 %s(4): mid()
#2 [internal function]: top()
#3 %s(7): Generator->current()
#0 %s(3): leaf()
#1 %s(4): mid()
#2 [internal function]: top()
#3 %s(8): Generator->next()
#4 {main}
#0 %s(10): traced()
#1 %s(11): consume()
