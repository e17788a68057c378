--TEST--
Generators: throw into delegates, destruction order of shared delegates, keys, send before start, temporaries released when an exception leaves a loop
--FILE--
<?php
function inner() {
    try { $x = yield 1; echo "inner got $x\n"; yield 2; }
    catch (Exception $e) { echo "inner caught ", $e->getMessage(), "\n"; yield 'recovered'; return 'inner-ret'; }
    finally { echo "inner finally\n"; }
}
function outer() {
    try { $r = yield from inner(); echo "outer r=$r\n"; yield 'outer-after'; }
    finally { echo "outer finally\n"; }
}
$g = outer();
var_dump($g->current());
var_dump($g->throw(new Exception("E1")));
var_dump($g->send('x'));
var_dump($g->valid());
$g->next();
var_dump($g->valid());
echo "--- destroy delegating while inner suspended\n";
$g = outer(); $g->current(); unset($g);
echo "--- destroy inner shared\n";
function shared() { try { yield 1; yield 2; } finally { echo "shared finally\n"; } }
function user2($s, $n) { try { yield from $s; } finally { echo "user $n finally\n"; } }
$s = shared(); $a = user2($s, 'a'); $b = user2($s, 'b');
$a->current(); $b->current();
unset($s); echo "unset s\n";
unset($a); echo "unset a\n";
unset($b); echo "unset b\n";
echo "--- keys\n";
function keys() { yield 'k' => 'v'; yield 5 => 'five'; yield 'six'; yield 2 => 'two'; yield 'seven'; }
foreach (keys() as $k => $v) echo "$k=$v ";
echo "\n--- generator returning without yield executing\n";
function noYield($x) { if ($x) return 'early'; yield 1; }
$g = noYield(true); var_dump($g->valid(), $g->current(), $g->key(), $g->getReturn());
echo "--- send before start\n";
function echoer() { while (true) { $x = yield; if ($x === null) return; echo "got $x\n"; } }
$g = echoer(); $g->send('first'); $g->send('second'); $g->send(null); var_dump($g->valid());
echo "--- iterator_to_array with keys\n";
function kv() { yield 'a' => 1; yield 'a' => 2; yield 'b' => 3; }
var_dump(iterator_to_array(kv()), iterator_to_array(kv(), false));
echo "--- exception in foreach body closes generator\n";
function fin() { try { yield 1; yield 2; } finally { echo "fin finally\n"; } }
try { foreach (fin() as $v) { throw new Exception("body"); } } catch (Exception $e) { echo "caught body\n"; }
echo "--- generator in closure with use\n";
$mult = 3;
$gen = (function () use ($mult) { foreach ([1, 2] as $i) yield $i * $mult; })();
foreach ($gen as $v) echo $v, " ";
echo "\n";
$gen = (fn() => yield 5)();
var_dump($gen->current());
--EXPECT--
int(1)
inner caught E1
string(9) "recovered"
inner finally
outer r=inner-ret
string(11) "outer-after"
bool(true)
outer finally
bool(false)
--- destroy delegating while inner suspended
inner finally
outer finally
--- destroy inner shared
unset s
user a finally
unset a
user b finally
shared finally
unset b
--- keys
k=v 5=five 6=six 2=two 7=seven 
--- generator returning without yield executing
bool(false)
NULL
NULL
string(5) "early"
--- send before start
got first
got second
bool(false)
--- iterator_to_array with keys
array(2) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
--- exception in foreach body closes generator
fin finally
caught body
--- generator in closure with use
3 6 
int(5)
