--TEST--
WeakReference and WeakMap
--FILE--
<?php
$o = new stdClass;
$r = WeakReference::create($o);
var_dump($r, $r === WeakReference::create($o), $r->get() === $o);
unset($o);
var_dump($r->get());
try { new WeakReference; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone $r; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($r); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { $r->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump((array)$r);
// a WeakReference that dies before its object
$p = new stdClass;
$r2 = WeakReference::create($p);
unset($r2);
$r3 = WeakReference::create($p);
var_dump($r3->get() === $p);

class D { public function __construct(public $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }
$m = new WeakMap;
$a = new D(1); $b = new D(2);
$m[$a] = 'va'; $m[$b] = ['vb'];
var_dump(count($m), isset($m[$a]), $m[$b]);
foreach ($m as $k => $v) { echo get_class($k), " ", $k->n, " => ", json_encode($v), "\n"; }
unset($a);
var_dump(count($m));
try { $m['x'] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $m[new stdClass]; } catch (Error $e) { echo preg_replace('/#\d+/', '#N', $e->getMessage()), "\n"; }
$m2 = clone $m;
unset($m[$b]);
var_dump(count($m), count($m2));
unset($b);
var_dump(count($m2));
$m3 = new WeakMap;
$k = new stdClass;
$m3[$k] = new D(3);
unset($m3);
echo "m3 gone\n";
$m4 = new WeakMap;
$m4[$k] = new D(4);
unset($k);
echo "end\n";
--EXPECT--
object(WeakReference)#2 (0) {
}
bool(true)
bool(true)
NULL
Error: Direct instantiation of WeakReference is not allowed, use WeakReference::create instead
Trying to clone an uncloneable object of class WeakReference
Serialization of 'WeakReference' is not allowed
Cannot create dynamic property WeakReference::$x
array(0) {
}
bool(true)
int(2)
bool(true)
array(1) {
  [0]=>
  string(2) "vb"
}
D 1 => "va"
D 2 => ["vb"]
destruct 1
int(1)
WeakMap key must be an object
Object stdClass#N not contained in WeakMap
int(0)
int(1)
int(1)
destruct 2
destruct 3
m3 gone
destruct 4
end
