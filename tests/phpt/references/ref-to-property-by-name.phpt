--TEST--
$r = &$o->$name and &$this->p: declared, typed, readonly, private, dynamic and magic properties
--FILE--
<?php
class Node {
    public $name = 'n';
    public $stmts = [1, 2];
    public ?Node $next = null;
    public int $count = 3;
    protected $attrs = ['a' => 1];
    private $secret = 's';
    public readonly int $ro;
    public int $uninit;
    public function __construct() { $this->ro = 7; }
    public function names() { return ['name', 'stmts', 'next', 'count', 'attrs']; }
    public function touch() {
        $r = &$this->secret; $r .= '!';
        $a = &$this->attrs; $a['b'] = 2;
        return [$this->secret, $this->attrs];
    }
}
class Sub extends Node {
    public function prot() { $n = 'attrs'; $x = &$this->$n; $x[] = 'sub'; return $this->attrs; }
}
class Trav {
    public function walk(Node $node) {
        foreach ($node->names() as $name) {
            try {
                $sub = &$node->$name;
                if (is_array($sub)) $sub[] = 'x';
                elseif (is_int($sub)) $sub++;
                elseif (is_string($sub)) $sub .= '-';
                else $sub = null;
            } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
        }
    }
}
$n = new Node;
$t = new Trav;
for ($i = 0; $i < 3; $i++) $t->walk($n);
var_dump($n->name, $n->stmts, $n->count);
var_dump($n->touch());
$s = new Sub;
var_dump($s->prot());
// typed property through a reference keeps its type
$c = &$n->count;
try { $c = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$c = "12";
var_dump($n->count);
$name = 'count';
$c2 = &$n->$name;
$c2 = 5.0;
var_dump($n->count);
// readonly, uninitialized typed, private from outside, dynamic, magic
foreach (['ro', 'uninit', 'secret', 'dyn'] as $p) {
    try { $r = &$n->$p; var_dump($r); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
class Magic { private $data = []; public function __get($k) { echo "get $k\n"; return $this->data[$k] ?? null; } }
$m = new Magic;
$k = 'zz';
$r = &$m->$k;
var_dump($r);
// a name held in a reference, a non-string name
$nm = 'name'; $nr = &$nm;
$q = &$n->$nr; $q = 'via-ref'; var_dump($n->name);
$o = new stdClass; $o->{'5'} = 1; $idx = 5; $z = &$o->$idx; $z = 9; var_dump($o);
// the reference outlives the object's other holders
function grab() { $x = new Node; $r = &$x->stmts; return $r; }
var_dump(grab());
unset($c, $c2);
$n2 = clone $n;
$n2->count = 100;
var_dump($n->count, $n2->count);
--EXPECTF--
Error: Cannot access protected property Node::$attrs
Error: Cannot access protected property Node::$attrs
Error: Cannot access protected property Node::$attrs
string(4) "n---"
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  string(1) "x"
  [3]=>
  string(1) "x"
  [4]=>
  string(1) "x"
}
int(6)
array(2) {
  [0]=>
  string(2) "s!"
  [1]=>
  array(2) {
    ["a"]=>
    int(1)
    ["b"]=>
    int(2)
  }
}
array(2) {
  ["a"]=>
  int(1)
  [0]=>
  string(3) "sub"
}
Cannot assign string to reference held by property Node::$count of type int
int(12)
int(5)
Error: Cannot modify readonly property Node::$ro
Error: Cannot access uninitialized non-nullable property Node::$uninit by reference
Error: Cannot access private property Node::$secret

Deprecated: Creation of dynamic property Node::$dyn is deprecated in %s on line 53
NULL
get zz

Notice: Indirect modification of overloaded property Magic::$zz has no effect in %s on line 58
NULL
string(7) "via-ref"
object(stdClass)#6 (1) {
  ["5"]=>
  &int(9)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(5)
int(100)
