--TEST--
JIT: unset($a[$k]) compiled on array locals; destructors of removed values, copy-on-write, other bases
--INI--
hop.jit_threshold=2
--FILE--
<?php
// unset($local[key]) compiled (ArrUnsetLoc): int and string keys (literal and local),
// numeric strings, missing keys, copy-on-write of a shared array, packed arrays, and
// destructors of removed values (one that throws); other bases stay the interpreter's.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "d{$this->n} "; } }
class T { function __destruct() { throw new Exception("boom"); } }
function keys($n) {
  $h = [];
  for ($i = 0; $i < $n; $i++) $h["k$i"] = $i;
  $copy = $h;
  $i = 0;
  foreach (array_keys($h) as $k) { if ($i++ % 3 == 0) unset($h[$k]); }
  unset($h['k1'], $h['nope']);
  $p = [10, 20, 30, 40];
  unset($p[3]); $p[] = 50; unset($p[0]);
  $j = 1; unset($p[$j]);
  $num = ['5' => 'five', 6 => 'six']; $s = '5'; unset($num[$s]);
  return json_encode([$h, count($copy), $p, $num]);
}
function dtors() {
  $a = ['x' => new D(1), 'y' => new D(2)];
  $k = 'x'; unset($a[$k]); echo "after ";
  $b = [new T];
  try { $z = 0; unset($b[$z]); } catch (Exception $e) { echo "caught ", $e->getMessage(), " "; }
  $n = null; $m = 'q'; unset($n[$m]);
  $str = 'abc'; try { unset($str[$z]); } catch (Error $e) { echo $e->getMessage(), " "; }
  echo count($b), "\n";
}
for ($r = 0; $r < 100; $r++) {
  $o = keys(10);
  if ($r == 0 || $r == 99) { echo $o, "\n"; dtors(); }
}
--EXPECT--
[{"k2":2,"k4":4,"k5":5,"k7":7,"k8":8},10,{"2":30,"4":50},{"6":"six"}]
d1 after caught boom Cannot unset string offsets 0
d2 [{"k2":2,"k4":4,"k5":5,"k7":7,"k8":8},10,{"2":30,"4":50},{"6":"six"}]
d1 after caught boom Cannot unset string offsets 0
d2 