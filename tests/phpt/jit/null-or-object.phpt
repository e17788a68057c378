--TEST--
JIT: object-or-null values (?C parameters, property reads, returns, null tests) and ~ of ints
--FILE--
<?php
// Values that are an object or null: `?C` parameters called with both,
// `?C` properties read into properties, locals and returns, a call's
// null-or-object result returned through a `?C` return type, `$x !== null`
// tests that tell the two apart on each branch, and `~` of ints. Hot
// loops, so compiled code runs every path (and a subclass exits).
class Node {
    public ?Node $next = null;
    public ?Node $spare = null;
    public function __construct(public int $v) {}
}
class SubNode extends Node {}
final class Lists {
    public ?Node $head = null;
    public ?Node $last = null;
    public function take(?Node $n): ?Node {
        if ($n !== null) {
            $this->last = $n->next;
            return $n;
        }
        return $this->head;
    }
    public function link(?Node $n, int $k): int {
        $s = 0;
        if ($n === null) {
            $s = -$k;
        } else {
            $s = $n->v + $k;
            $n->spare = $n->next;
        }
        return $s;
    }
    public function lastOf(): ?Node { return $this->last; }
    public function via(?Node $n): ?Node { return $this->take($n); }
}
function run(Lists $l, array $nodes, int $rounds): string {
    $sum = 0;
    $nulls = 0;
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($nodes as $n) {
            $got = $l->via($n);
            if ($got === null) { $nulls++; } else { $sum += $got->v; }
            $sum += $l->link($n, $r);
            $last = $l->lastOf();
            if ($last !== null) $sum += $last->v * 3;
            $sum += ~$r & 7;
        }
    }
    return "$sum $nulls";
}
$a = new Node(1); $b = new Node(2); $c = new Node(3);
$a->next = $b; $b->next = $c;
$l = new Lists();
echo run($l, [$a, null, $b, $c, null], 200), "\n";
$l->head = $c;
echo run($l, [null, $a, null, $b], 200), "\n";
// A subclass object where the code saw Node only.
$s = new SubNode(7); $s->next = $a;
echo run($l, [$a, $s, null, $s], 50), "\n";
// ~ of other kinds, as the interpreter does them.
foreach ([5, -1, PHP_INT_MAX, 2.7, "ab"] as $v) {
    for ($i = 0; $i < 3; $i++) $r = ~$v;
    var_dump($r === ~$v, is_string($r) ? bin2hex($r) : $r);
}
try {
    $x = [1];
    echo ~$x;
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// An uninitialized typed property read through a ?C read.
final class Holder { public ?Node $n; public function get(): ?Node { return $this->n; } }
$h = new Holder();
for ($i = 0; $i < 3; $i++) {
    try { var_dump($h->get()); } catch (Error $e) { echo $e->getMessage(), "\n"; }
    $h->n = $i == 1 ? null : $a;
}
var_dump($h->get() === $a);
--EXPECTF--
30000 400
11191 0
5574 0
bool(true)
int(-6)
bool(true)
int(0)
bool(true)
int(-9223372036854775808)

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 62

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 62

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 62

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 63
bool(true)
int(-3)
bool(true)
string(4) "9e9d"
TypeError: Cannot perform bitwise not on array
Typed property Holder::$n must not be accessed before initialization
object(Node)#1 (3) {
  ["next"]=>
  object(Node)#2 (3) {
    ["next"]=>
    object(Node)#3 (3) {
      ["next"]=>
      NULL
      ["spare"]=>
      NULL
      ["v"]=>
      int(3)
    }
    ["spare"]=>
    object(Node)#3 (3) {
      ["next"]=>
      NULL
      ["spare"]=>
      NULL
      ["v"]=>
      int(3)
    }
    ["v"]=>
    int(2)
  }
  ["spare"]=>
  object(Node)#2 (3) {
    ["next"]=>
    object(Node)#3 (3) {
      ["next"]=>
      NULL
      ["spare"]=>
      NULL
      ["v"]=>
      int(3)
    }
    ["spare"]=>
    object(Node)#3 (3) {
      ["next"]=>
      NULL
      ["spare"]=>
      NULL
      ["v"]=>
      int(3)
    }
    ["v"]=>
    int(2)
  }
  ["v"]=>
  int(1)
}
NULL
bool(true)
