--TEST--
calls leaving parameters to their defaults: constants, initializers (memoized and not), by-reference, typed, closures
--FILE--
<?php
class Foo { static $n = 0; public $id; function __construct() { $this->id = ++self::$n; } }
class K { const X = ['k' => 1]; const S = 'str'; }
function f($a, $b = [1, 2], $c = 'lit', $d = new Foo) { return [$a, $b, $c, $d->id]; }
function g($a, $b = K::X, $c = K::S . '!', $d = PHP_INT_MAX) { return [$a, $b, $c, $d]; }
function h(&$a = null, $b = [3], &$c = 5) { $a = 'set'; $c++; return [$b, $c]; }
function typed(array $a = [], ?int $n = null, string $s = 'x') { return [$a, $n, $s]; }
for ($i = 0; $i < 3; $i++) {
  echo json_encode(f($i)), json_encode(f($i, [9])), json_encode(f($i, [9], 'c')), "\n";
  echo json_encode(g($i)), json_encode(g($i, 0)), json_encode(g($i, 0, 'z')), "\n";
  echo json_encode(h($x)), json_encode(h($x, [4])), json_encode(h()), " ", $x, "\n";
  echo json_encode(typed()), json_encode(typed([1])), json_encode(typed([1], 2)), "\n";
}
class M { function m($p = self::class, $q = [self::class]) { return $p . $q[0]; } }
$m = new M;
echo $m->m(), "\n", $m->m('a'), "\n";
$cl = function ($a, $b = ['c' => 1]) use ($i) { return json_encode([$a, $b, $i]); };
echo $cl(1), $cl(1, 2), "\n";
try { f(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { typed(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
[0,[1,2],"lit",1][0,[9],"lit",2][0,[9],"c",3]
[0,{"k":1},"str!",9223372036854775807][0,0,"str!",9223372036854775807][0,0,"z",9223372036854775807]
[[3],6][[4],6][[3],6] set
[[],null,"x"][[1],null,"x"][[1],2,"x"]
[1,[1,2],"lit",4][1,[9],"lit",5][1,[9],"c",6]
[1,{"k":1},"str!",9223372036854775807][1,0,"str!",9223372036854775807][1,0,"z",9223372036854775807]
[[3],6][[4],6][[3],6] set
[[],null,"x"][[1],null,"x"][[1],2,"x"]
[2,[1,2],"lit",7][2,[9],"lit",8][2,[9],"c",9]
[2,{"k":1},"str!",9223372036854775807][2,0,"str!",9223372036854775807][2,0,"z",9223372036854775807]
[[3],6][[4],6][[3],6] set
[[],null,"x"][[1],null,"x"][[1],2,"x"]
MM
aM
[1,{"c":1},3][1,2,3]
Too few arguments to function f(), 0 passed in %s on line 19 and at least 1 expected
typed(): Argument #1 ($a) must be of type array, null given, called in %s on line 20
