--TEST--
$a[] as an argument of a callee known only at runtime
--FILE--
<?php
// An append chain ($a[]) passed where the callee is known only at runtime compiles:
// by reference it appends, by value it throws "Cannot use [] for reading".
function byVal($x) { return $x; }
function byRef(&$x) { $x = 1; }
$f = 'byVal';
try { $f($a[]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$g = 'byRef'; $b = []; $g($b[]); var_dump($b);
class O { function m($x) {} function r(&$x) { $x = 2; } }
$o = new O; $c = [];
try { $o->m($c[]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o->r($c[]); $o->r($c['k'][]); var_dump($c);
try { $f(...[$c[0]]); $f(x: $c[]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Error: Cannot use [] for reading
array(1) {
  [0]=>
  int(1)
}
Cannot use [] for reading
array(2) {
  [0]=>
  int(2)
  ["k"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
Cannot use [] for reading
