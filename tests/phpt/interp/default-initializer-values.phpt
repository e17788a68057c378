--TEST--
Parameter defaults computed by initializers, called repeatedly: per-class values (traits), fresh objects, a constant defined later
--FILE--
<?php
// Defaults computed by initializers (class and global constants, `new`, enum cases), called
// many times: each call gets the value its class means, and objects are fresh each time.
const LIMIT = 64;
trait T { function lim($n = self::LIM, $s = self::NAME . '!') { return [$n, $s]; } }
class A { use T; const LIM = 1; const NAME = 'a'; }
class B { use T; const LIM = 2; const NAME = 'b'; }
class P {
  const FLAGS = ['x' => 1, 'y' => [2, 3]];
  const NAME = 'parser';
  function __construct(public int $depth = self::DEPTH, public int $limit = LIMIT) {}
  const DEPTH = 512;
  static function conf(array $flags = self::FLAGS, string $name = self::NAME, &$out = P::NAME) { $out .= '+'; return [$flags['y'][1], $name, $out]; }
  static function obj(ArrayObject $o = new ArrayObject([1])) { $o[] = 2; return count($o); }
}
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; }
function pick(Suit $s = Suit::Hearts, $k = Suit::Spades->value) { return $s->value . $k; }
for ($i = 0; $i < 3; $i++) {
  echo json_encode([(new A)->lim(), (new B)->lim(), (new A)->lim(5)]), ' ';
  $p = new P; $q = new P(3);
  echo $p->depth, ' ', $p->limit, ' ', $q->depth, ' ';
  echo json_encode(P::conf()), ' ', P::obj(), P::obj(), ' ', pick(), pick(Suit::Spades, 'x'), "\n";
}
$v = 'mine'; var_dump(P::conf(['y' => [0, 9]], 'n', $v), $v);
function late($x = LATER) { return $x; }
try { late(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
define('LATER', 'defined now');
var_dump(late(), late(), late('arg'));
class Cnt { const N = 10; static function add(int $a, int $b = self::N * 2 + 1) { return $a + $b; } }
$t = 0; for ($i = 0; $i < 1000; $i++) $t += Cnt::add($i); var_dump($t);
--EXPECT--
[[1,"a!"],[2,"b!"],[5,"a!"]] 512 64 3 [3,"parser","parser+"] 22 HSSx
[[1,"a!"],[2,"b!"],[5,"a!"]] 512 64 3 [3,"parser","parser+"] 22 HSSx
[[1,"a!"],[2,"b!"],[5,"a!"]] 512 64 3 [3,"parser","parser+"] 22 HSSx
array(3) {
  [0]=>
  int(9)
  [1]=>
  string(1) "n"
  [2]=>
  string(5) "mine+"
}
string(5) "mine+"
Error: Undefined constant "LATER"
string(11) "defined now"
string(11) "defined now"
string(3) "arg"
int(520500)
