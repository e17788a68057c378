--TEST--
foreach by reference over ArrayObject/ArrayIterator, other iterators refuse; clone copies references held once
--FILE--
<?php
$ao = new ArrayObject([1,2,3]); foreach ($ao as &$v) $v *= 2; unset($v); print_r($ao->getArrayCopy());
$ai = new ArrayIterator(['a' => 1, 'b' => 2]); foreach ($ai as $k => &$v) $v = "$k$v"; unset($v); print_r($ai->getArrayCopy());
class It implements Iterator { private $i = 0; function current(): mixed { return $this->i; } function key(): mixed { return $this->i; } function next(): void { $this->i++; } function valid(): bool { return $this->i < 2; } function rewind(): void { $this->i = 0; } }
try { foreach (new It as &$v) echo $v; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class MyAI extends ArrayIterator { function current(): mixed { return 5; } }
try { foreach (new MyAI([1]) as &$v) echo $v; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function g() { yield 1; }
try { foreach (g() as &$v) echo $v; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class P { public $p = 1; } $o = new P; $r = &$o->p; unset($r); $c = clone $o; $c->p = 2; var_dump($o->p);
$f = new SplFixedArray(2); try { foreach ($f as &$v) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$ao = new ArrayObject(['x' => [1]]); foreach ($ao as $k => &$v) { $v[] = 2; } unset($v);
print_r($ao->getArrayCopy());
class Agg implements IteratorAggregate { public $a; function __construct() { $this->a = new ArrayIterator([1, 2]); } function getIterator(): Iterator { return $this->a; } }
$g = new Agg; foreach ($g as &$v) $v += 10; unset($v); print_r($g->a->getArrayCopy());
function &rg() { $x = 1; yield $x; }
foreach (rg() as &$v) echo "ref gen $v\n";
--EXPECT--
Array
(
    [0] => 2
    [1] => 4
    [2] => 6
)
Array
(
    [a] => a1
    [b] => b2
)
Error: An iterator cannot be used with foreach by reference
Error: An iterator cannot be used with foreach by reference
Exception: You can only iterate a generator by-reference if it declared that it yields by-reference
int(1)
Error: An iterator cannot be used with foreach by reference
Array
(
    [x] => Array
        (
            [0] => 1
            [1] => 2
        )

)
Array
(
    [0] => 11
    [1] => 12
)
ref gen 1
