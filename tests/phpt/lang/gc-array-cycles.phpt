--TEST--
gc_collect_cycles() frees arrays that hold themselves through references
--FILE--
<?php
// Arrays that hold themselves through references are garbage once unreachable.
$a = [];
$a[] = &$a;
unset($a);
var_dump(gc_collect_cycles());

$b = [[1]];
$b[0][1] = &$b[0];
var_dump(gc_collect_cycles());   // still reachable
unset($b);
var_dump(gc_collect_cycles());

$c = [];
for ($i = 0; $i < 100; $i++) {
  $c[$i] = [[]];
  $c[$i][0] = &$c[$i];
}
unset($c);
var_dump(gc_collect_cycles());

$x = 1;
$d = [&$x, 'self' => null];
$d['self'] = &$d;
unset($d);
var_dump(gc_collect_cycles());

$e = [1, 2, 3];
foreach ($e as &$v) { $v = [&$e]; }
unset($v, $e);
var_dump(gc_collect_cycles() > 0);

class D { public $arr; function __destruct() { echo "destruct\n"; $t = []; $t[] = &$t; unset($t); var_dump(gc_collect_cycles()); } }
$o = new D; $o->arr = [$o];
unset($o);
var_dump(gc_collect_cycles());
$s = gc_status();
var_dump($s['runs'] > 0, $s['collected'] > 0);
echo "ok\n";
--EXPECT--
int(1)
int(0)
int(1)
int(100)
int(1)
bool(true)
destruct
int(0)
int(3)
bool(true)
bool(true)
ok
