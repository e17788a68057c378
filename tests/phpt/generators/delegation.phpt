--TEST--
Generators: yield from generators, arrays and Iterators; shared delegates; send; errors
--FILE--
<?php
class ListIterator implements Iterator {
    private $i = 0;
    public function __construct(private array $items) {}
    public function current(): mixed { echo "  (current)\n"; return $this->items[$this->i]; }
    public function key(): mixed { return $this->i; }
    public function next(): void { echo "  (next)\n"; $this->i++; }
    public function rewind(): void { echo "  (rewind)\n"; $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->items); }
}
function inner($tag) {
    $x = yield "$tag-1";
    echo "inner got ", var_export($x, true), "\n";
    $y = yield "$tag-2";
    echo "inner got ", var_export($y, true), "\n";
    return "$tag-ret";
}
function outer() {
    $r = yield from inner('a');
    echo "outer: inner returned $r\n";
    $z = yield 'outer-own';
    echo "outer got ", var_export($z, true), "\n";
    $r2 = yield from ['k1' => 'arr-1', 'k2' => 'arr-2'];
    var_dump($r2);
    $r3 = yield from new ListIterator(['it-1', 'it-2']);
    var_dump($r3);
    return 'outer-ret';
}
$g = outer();
foreach ($g as $k => $v) echo "$k => $v\n";
var_dump($g->getReturn());
$g = outer();
var_dump($g->current());
var_dump($g->send('s1'));
var_dump($g->send('s2'));
var_dump($g->send('s3'));
var_dump($g->key(), $g->send('s4'), $g->key());
// Two generators delegating to the same one share it.
function shared() { yield 1; yield 2; yield 3; return 'shared-ret'; }
function via($s, $name) { $r = yield from $s; echo "$name got $r\n"; yield "$name-end"; }
$s = shared();
$a = via($s, 'A');
$b = via($s, 'B');
var_dump($a->current(), $b->current());
$a->next();
var_dump($a->current(), $b->current());
$b->next();
var_dump($a->current(), $b->current());
$b->next();
var_dump($a->current(), $b->current());
$a->next();
var_dump($a->current(), $b->current(), $s->valid());
// yield from a finished generator, from itself, from a non-traversable
function fin() { yield 1; return 2; }
$f = fin(); foreach ($f as $_) {}
function user($x) { try { yield from $x; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([$f, 42, new stdClass] as $arg) { foreach (user($arg) as $_) {} }
function selfish() { global $me; yield from $me; }
$me = selfish();
try { $me->current(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
0 => a-1
inner got NULL
1 => a-2
inner got NULL
outer: inner returned a-ret
0 => outer-own
outer got NULL
k1 => arr-1
k2 => arr-2
NULL
  (rewind)
  (current)
0 => it-1
  (next)
  (current)
1 => it-2
  (next)
NULL
string(9) "outer-ret"
string(3) "a-1"
inner got 's1'
string(3) "a-2"
inner got 's2'
outer: inner returned a-ret
string(9) "outer-own"
outer got 's3'
string(5) "arr-1"
string(2) "k1"
string(5) "arr-2"
string(2) "k2"
int(1)
int(1)
int(2)
int(2)
int(3)
int(3)
B got shared-ret
int(3)
string(5) "B-end"
A got shared-ret
string(5) "A-end"
string(5) "B-end"
bool(false)
Error: Generator passed to yield from was aborted without proper return and is unable to continue
Error: Can use "yield from" only with arrays and Traversables
Error: Can use "yield from" only with arrays and Traversables
Impossible to yield from the Generator being currently run
