--TEST--
foreach over a plain object keeps the object alive until the loop ends (break, finally, return, generators)
--FILE--
<?php
class A { public $a = 1; public $b = 2; protected $p = 3; private $q = 4; function __destruct() { echo "dtor A\n"; }
  function walk() { foreach ($this as $k => $v) echo "$k=$v "; echo "\n"; } }
foreach (new A as $k => $v) { echo "in $k\n"; }
echo "after\n";
foreach ([0] as $_) { foreach (new A as $v) { try { break 2; } finally { echo "finally\n"; } } }
echo "after break\n";
function f() { foreach (new A as $k => $v) { if ($k == 'b') return "ret"; } }
echo f(), "\n";
(new A)->walk();
foreach (new stdClass as $v) { echo "never\n"; }
function g() { foreach (new A as $k => $v) { yield $k => $v; } echo "g done\n"; }
foreach (g() as $k => $v) echo "gen $k=$v\n";
$gen = g(); $gen->current(); unset($gen); echo "gen dropped\n";
echo "end\n";
--EXPECT--
in a
in b
dtor A
after
finally
dtor A
after break
dtor A
ret
a=1 b=2 p=3 q=4 
dtor A
gen a=1
gen b=2
dtor A
g done
dtor A
gen dropped
end
