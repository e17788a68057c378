--TEST--
JIT: object-or-null properties assigned from calls in hot loops (null, the class, a subclass, a TypeError, destructors of the old value)
--FILE--
<?php
// Object-or-null properties assigned from calls in hot loops: the call's
// result (an object or null, in memory) is stored as it is when it is null
// or an object of the property's class (checked); a subclass, another kind
// (the TypeError) or an unset property go back to the interpreter, and the
// old value is released whichever it was (a destructor runs).
class Node {
    public ?Node $next = null;
    public function __construct(public int $id) {}
    public function succ(): ?Node { return $this->next; }
    public function any() { return $this->id % 5 == 0 ? null : $this->next; }
}
class SubNode extends Node {}
class Noisy extends Node { function __destruct() { echo "bye{$this->id} "; } }
final class Walker {
    public ?Node $cur = null;
    public function walk(Node $head, int $rounds): int {
        $sum = 0;
        for ($r = 0; $r < $rounds; $r++) {
            $this->cur = $head;
            while ($this->cur !== null) {
                $sum += $this->cur->id;
                $this->cur = $this->cur->succ();
            }
            $this->cur = $head->any();
            if ($this->cur !== null) $sum += 1000;
        }
        return $sum;
    }
}
function chain(int $n, string $cls = Node::class): Node {
    $head = new $cls(0);
    $t = $head;
    for ($i = 1; $i < $n; $i++) { $t->next = new $cls($i); $t = $t->next; }
    return $head;
}
$w = new Walker;
var_dump($w->walk(chain(10), 300));
var_dump($w->walk(chain(7, SubNode::class), 300));
$h = chain(4);
$h->next->next = new Noisy(99);
var_dump($w->walk($h, 3));
$h->next->next = null;
echo "\n";
class Bad { public function succ() { return 5; } }
$b = chain(3); $b->next->next = new class(3) extends Node { public function succ(): ?Node { return null; } };
var_dump($w->walk($b, 200));
$w2 = new Walker;
try { $w2->cur = (new Bad)->succ(); } catch (TypeError $e) { echo get_class($e), "\n"; }
unset($w2->cur);
try { $w2->walk(chain(2), 1); echo "walked\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(13500)
int(6300)
int(300)
bye99 
int(800)
TypeError
walked
