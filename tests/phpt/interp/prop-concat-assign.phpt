--TEST--
Concatenating assignment to properties: strings grown in place, shared strings, typed and readonly properties, non-string operands and slots, references, __get/__set, the expression's value
--FILE--
<?php
// `.=` on properties: strings the property alone holds (grown in place),
// shared strings, interned literals, typed and readonly properties, non-string
// operands and slots, references, the value of the expression, __set/__get.
class Buf {
  public $s = '';
  public string $typed = 'T';
  public ?int $num = 1;
  public readonly string $ro;
  public $arr = [];
  public function __construct() { $this->ro = 'r'; }
  public function add($x) { $this->s .= $x; return $this; }
  public function addTyped($x) { return $this->typed .= $x; }
}
$b = new Buf;
for ($i = 0; $i < 50; $i++) { $b->add("line $i\n"); }
echo strlen($b->s), ' ', md5($b->s), "\n";
$copy = $b->s;                  // shared now: the next append copies
$b->add('tail');
echo strlen($copy), ' ', strlen($b->s), "\n";
$r = ($b->s .= '!');
echo substr($r, -5), ' ', substr($b->s, -5), "\n";
echo $b->addTyped('x'), ' ', $b->addTyped(12), "\n";
try { $b->num .= '5'; } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($b->num);
try { $b->ro .= 'x'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$b->s = 'a'; $b->s .= $b->s; echo $b->s, "\n";
$b->s = 5; $b->s .= 'x'; var_dump($b->s);
$b->s = 'a'; $b->s .= 3; $b->s .= 1.5; $b->s .= null; $b->s .= true; var_dump($b->s);
$ref = &$b->s; $b->s .= 'R'; var_dump($ref); unset($ref);
class Str { public function __toString(): string { return 'S'; } }
$b->s = 'x'; $b->s .= new Str; var_dump($b->s);
$o = new stdClass; $o->d = 'dyn'; $o->d .= 'amic'; var_dump($o->d);
class Magic { private $data = ['m' => 'M'];
  public function __get($n) { echo "get $n\n"; return $this->data[$n]; }
  public function __set($n, $v) { echo "set $n\n"; $this->data[$n] = $v; } }
$m = new Magic; $m->m .= 'x'; var_dump($m->m);
$list = [new Buf, new Buf];
foreach ([0, 1, 0, 1] as $k) { $list[$k]->add("k$k"); }
echo $list[0]->s, ' ', $list[1]->s, "\n";
--EXPECTF--
390 cf748349321ecf4f413b1f97f1e651a4
390 394
tail! tail!
Tx Tx12
int(15)
Cannot modify readonly property Buf::$ro
aa
string(2) "5x"
string(6) "a31.51"
string(7) "a31.51R"
string(2) "xS"
string(7) "dynamic"
get m
set m
get m
string(2) "Mx"
k0k0 k1k1
