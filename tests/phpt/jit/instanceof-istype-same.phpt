--TEST--
JIT: instanceof a named class, is_*() of a local, === of values of kinds not known at compile time
--FILE--
<?php
// `instanceof` a named class (InstanceOfD), is_*() of a local (IsTypeL) and
// === / !== of values of kinds not known at compile time (a builtin's
// int|false, array elements): every kind of value, references, undefined
// classes and locals, arrays compared by content, released values.
namespace T;
interface Shape {}
class Box implements Shape { public function __construct(public $n = 0) {} public function __destruct() { echo "~Box{$this->n} "; } }
class Crate extends Box {}
class Other {}

function kinds($x) {
    $r = [];
    $r[] = $x instanceof Box;
    $r[] = $x instanceof Shape;
    $r[] = $x instanceof Crate;
    $r[] = $x instanceof Other;
    $r[] = $x instanceof NotDeclared;
    $r[] = sprintf('%d%d%d%d%d%d%d', is_null($x), is_bool($x), is_int($x), is_float($x), is_string($x), is_array($x), is_object($x));
    $y = &$x;
    $r[] = sprintf('%d%d', is_string($y), is_array($y));
    return json_encode($r);
}
$box = new Box(1);
foreach ([$box, new Crate(2), new Other, null, true, 3, 1.5, 'str', [1], str_repeat('a', 3)] as $v) echo kinds($v), "\n";
echo "\n";

function undef() { return is_null($nothing) ? 'null' : 'set'; }
echo undef(), "\n";
function fresh() { return (new Crate(3)) instanceof Shape; }
var_dump(fresh());

function same(string $s, array $a) {
    $r = [];
    $r[] = strpos($s, 'x') === false;
    $r[] = strpos($s, 'x') !== false;
    $r[] = $a['k'] === null;
    $r[] = $a['k'] === 'v';
    $r[] = $a['l'] === [1, [2]];
    $r[] = $a['l'] !== $a['m'];
    $r[] = $a['o'] === $a['o'];
    $r[] = $a['k'] === $a['n'];
    return json_encode($r);
}
$o = new Box(4);
echo same('abc', ['k' => null, 'l' => [1, [2]], 'm' => [1, [2]], 'o' => $o, 'n' => null]), "\n";
echo same('xyz', ['k' => 'v', 'l' => [1, 2], 'm' => 5, 'o' => 1.5, 'n' => 'v']), "\n";
echo same('', ['k' => 0, 'l' => null, 'm' => null, 'o' => [], 'n' => 0.0]), "\n";
echo "end\n";
--EXPECTF--
[true,true,false,false,false,"0000001","00"]
[true,true,true,false,false,"0000001","00"]
[false,false,false,true,false,"0000001","00"]
[false,false,false,false,false,"1000000","00"]
[false,false,false,false,false,"0100000","00"]
[false,false,false,false,false,"0010000","00"]
[false,false,false,false,false,"0001000","00"]
[false,false,false,false,false,"0000100","10"]
[false,false,false,false,false,"0000010","01"]
[false,false,false,false,false,"0000100","10"]
~Box2 

Warning: Undefined variable $nothing in %s on line 28
null
~Box3 bool(true)
[true,false,true,false,true,false,true,true]
[false,true,false,true,false,true,true,true]
[true,false,false,false,false,false,true,false]
end
~Box4 ~Box1 