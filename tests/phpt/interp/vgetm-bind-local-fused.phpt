--TEST--
$x =& $o->$name as a statement binds the local in VGetM (old value released at the bind)
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
class N { public $name = 'a'; public $args = [1, 2]; public ?int $typed = 3; protected $prot = 'p'; public $obj;
  function bindProt() { $x =& $this->prot; $x = 'changed'; return $this->prot; } }
function walk(N $node, array $names) {
  foreach ($names as $name) {
    $sub =& $node->$name;
    if (is_array($sub)) { $sub[] = count($sub) + 1; }
    elseif (is_string($sub)) { $sub .= '!'; }
    elseif (is_int($sub)) { $sub++; }
  }
  return $sub;
}
$n = new N;
var_dump(walk($n, ['name', 'args', 'typed']));
var_dump(walk($n, ['name', 'args', 'typed']));
var_dump($n);
// the local's old value is released at the bind (a destructor runs there)
$n->obj = 'x';
$sub = new D(1);
$sub =& $n->obj;
echo "after bind\n";
$sub = 'y';
var_dump($n->obj);
// typed property through the reference
$t =& $n->typed;
try { $t = 'not an int'; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($n->typed);
echo $n->bindProt(), "\n";
// a dynamic (undeclared) property and an uninitialized typed one take the general path
$n->dyn = 5;
$d =& $n->dyn; $d = 6; var_dump($n->dyn);
class U { public int $u; }
$u = new U; try { $r =& $u->u; } catch (Error $e) { echo $e->getMessage(), "\n"; }
// the same reference bound again
$p = 'name'; $q =& $n->$p; $q =& $n->$p; $q = 'again'; var_dump($n->name);
--EXPECTF--
int(4)
int(5)
object(N)#1 (5) {
  ["name"]=>
  string(3) "a!!"
  ["args"]=>
  array(4) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
    [3]=>
    int(4)
  }
  ["typed"]=>
  int(5)
  ["prot":protected]=>
  string(1) "p"
  ["obj"]=>
  NULL
}
destruct 1
after bind
string(1) "y"
TypeError: Cannot assign string to reference held by property N::$typed of type ?int
int(5)
changed

Deprecated: Creation of dynamic property N::$dyn is deprecated in %s on line 31
int(6)
Cannot access uninitialized non-nullable property U::$u by reference
string(5) "again"
