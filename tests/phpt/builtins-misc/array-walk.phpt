--TEST--
builtins-misc: array-walk
--FILE--
<?php
$a = [1, 2, 3];
array_walk($a, function (&$v, $k, $mul) { $v = $v * $mul; }, 10);
var_dump($a);
$b = ["x" => [1, [2, 3]], "y" => 4];
array_walk_recursive($b, function (&$v, $k) { echo "$k:$v "; $v++; });
echo "\n"; var_dump($b);
$c = array_fill(0, 6, 1);
array_walk($c, function ($v, $k) use (&$c) { echo $k, " "; unset($c[$k + 1]); });
echo "\n";
$d = [1, 2, 3];
array_walk($d, function ($v) use (&$d) { echo $v, " "; if ($v == 2) $d = [7, 8]; });
echo "\n";
class O { public $p = 1; protected $q = 2; private $r = 3; }
$o = new O; $o->dyn = 4;
array_walk($o, function (&$v, $k) { echo bin2hex($k), "=", $v, " "; $v *= 2; });
echo "\n"; var_dump($o);
$r = [1]; $r[] = &$r;
try { array_walk_recursive($r, function () {}); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$e = ['a' => 1];
try { array_walk($e, function () use (&$e) { $e = 5; }); } catch (TypeError $ex) { echo $ex->getMessage(), "\n"; }
--EXPECTF--
array(3) {
  [0]=>
  int(10)
  [1]=>
  int(20)
  [2]=>
  int(30)
}
0:1 0:2 1:3 y:4 
array(2) {
  ["x"]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    array(2) {
      [0]=>
      int(3)
      [1]=>
      int(4)
    }
  }
  ["y"]=>
  int(5)
}
0 2 4 
1 2 7 8 

Deprecated: Creation of dynamic property O::$dyn is deprecated in %s on line 15
70=1 002a0071=2 004f0072=3 64796e=4 
object(O)#1 (4) {
  ["p"]=>
  int(2)
  ["q":protected]=>
  int(4)
  ["r":"O":private]=>
  int(6)
  ["dyn"]=>
  int(8)
}
Recursion detected
Iterated value is no longer an array or object
