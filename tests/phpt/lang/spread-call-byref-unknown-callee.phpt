--TEST--
positional by-reference arguments before a spread reach callees unknown at compile time (methods, namespaced builtins)
--FILE--
<?php
namespace N;
class C {
    function m(&$x, ...$r) { $x = array_sum($r); }
    static function s(array &$a, ...$v) { array_push($a, ...$v); }
    function v($x, ...$r) { $x = 99; return count($r); }
}
$args = [1, 2, 3];
$c = new C;
$t = 0; $c->m($t, ...$args); var_dump($t);
$arr = ['k' => [0]]; C::s($arr['k'], ...$args); echo json_encode($arr), "\n";
$o = new \stdClass; $o->list = []; C::s($o->list, ...$args); echo json_encode($o), "\n";
$u = 5; echo $c->v($u, ...$args), " $u\n";
$name = 'm'; $z = 0; $c->$name($z, ...$args); var_dump($z);
$f = [$c, 'm']; $w = 0; $f($w, ...$args); var_dump($w);
$q = []; array_push($q, ...$args, ...[4]); echo count($q), "\n";
$s = 'x'; sort($args, ...[SORT_STRING]); echo implode(',', $args), "\n";
$stack = [3, 1]; \array_push($stack, ...[7]); echo implode(',', $stack), "\n";
$n = null; $n?->m($t, ...$args); var_dump($t);
$p = 0; $c->m(...[1], x: $p); var_dump($p);
--EXPECTF--
int(6)
{"k":[0,1,2,3]}
{"list":[1,2,3]}
3 5
int(6)
int(6)
4
1,2,3
3,1,7
int(6)

Fatal error: Uncaught Error: Named parameter $x overwrites previous argument in %s:20
Stack trace:
#0 {main}
  thrown in %s on line 20
