--TEST--
closures, arrow functions, generators
--FILE--
<?php
$mul = 3; $f = fn($x) => $x * $mul; echo implode(",", array_map($f, [1, 2, 3])), "\n";
$acc = function($carry, $x) { return $carry + $x; }; echo array_reduce([1, 2, 3, 4], $acc, 0), "\n";
class Counter { private $n = 0; function incrementer() { return function() { return ++$this->n; }; } }
$c = new Counter; $inc = $c->incrementer(); $inc(); echo $inc(), "\n";
function gen() { $x = yield 1; echo "got $x\n"; yield 2 => 'two'; return 'done'; }
$g = gen(); echo $g->current(), "\n"; $g->send('hello'); echo $g->key(), "=", $g->current(), "\n"; $g->next(); echo $g->getReturn(), "\n";
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; }
foreach (outer() as $k => $v) echo "$k=>$v ";
echo "\n";
$strlen = strlen(...); echo $strlen("four"), "\n";
$bound = Closure::bind(function() { return $this->n; }, $c, Counter::class); echo $bound(), "\n";
--EXPECT--
3,6,9
10
2
1
got hello
2=two
done
0=>1 1=>2 0=>3 
4
2
