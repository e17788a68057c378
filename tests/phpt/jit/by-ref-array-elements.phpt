--TEST--
array elements read and written through by-reference locals (packed, hash, shared, kind change, typed reference)
--FILE--
<?php
// Array elements read and written through a by-reference local
// (packed and hash arrays, shared copies, a value that stops being an array,
// a reference a typed property holds, a destructor run by an overwrite).
function heapish($n, &$ra) {
  for ($i = 1; $i < $n; $i++) {
    if ($ra[$i] < $ra[$i - 1]) { $t = $ra[$i]; $ra[$i] = $ra[$i - 1]; $ra[$i - 1] = $t; }
  }
}
function sumRef(&$a, $n) {
  $s = 0;
  for ($i = 0; $i < $n; $i++) $s += $a[$i];
  return $s;
}
function fillRef(&$h, $from, $n) {
  for ($i = $from; $i < $from + $n; $i++) $h[$i] = $i * 2;
}
function fillStr(&$h, $n) {
  for ($i = 0; $i < $n; $i++) $h["k$i"] = $i;
}
function changeKind(&$a, $n) {
  $out = [];
  for ($i = 0; $i < $n; $i++) {
    $out[] = $a[0] ?? null;
    if ($i == $n - 3) $a = "str";
  }
  return $out;
}
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "bye {$this->n}\n"; } }
function overwrite(&$a, $n) {
  for ($i = 0; $i < $n; $i++) $a[$i % 2] = $i;
}
class T { public array $arr = [1, 2, 3]; }

for ($round = 0; $round < 3; $round++) {
  $p = [5, 3, 9, 1, 7, 2, 8];
  for ($k = 0; $k < 5; $k++) heapish(count($p), $p);
  echo implode(",", $p), "\n";
  $p[0] = 100;
  $copy = $p;                   // shared: the writes copy first
  heapish(count($p), $p);
  echo implode(",", $copy), " / ", implode(",", $p), "\n";
  echo sumRef($p, count($p)), "\n";
  $h = [];
  fillRef($h, 1, 50);           // a hash (keys from 1)
  fillRef($h, 1, 50);
  echo count($h), " ", $h[1], " ", $h[50], " ", sumRef($h, 10) ?? 0, "\n";
  $s = [];
  fillStr($s, 40);
  echo count($s), " ", $s["k39"], "\n";
  $c = [42];
  echo json_encode(changeKind($c, 6)), " ", json_encode($c), "\n";
  $o = [new D("a$round"), new D("b$round")];
  overwrite($o, 4);
  echo json_encode($o), "\n";
  $t = new T;
  $r = &$t->arr;
  for ($k = 0; $k < 3; $k++) heapish(3, $r);
  try { fillStr($r, 2); } catch (Error $e) { echo get_class($e), "\n"; }
  echo json_encode($t->arr), "\n";
  unset($r);
}
--EXPECTF--
1,2,3,5,7,8,9
100,2,3,5,7,8,9 / 2,3,5,7,8,9,100
134
50 2 100 
Warning: Undefined array key 0 in %s on line 12
90
40 39
[42,42,42,42,"s","s"] "str"
bye a0
bye b0
[2,3]
{"0":1,"1":2,"2":3,"k0":0,"k1":1}
1,2,3,5,7,8,9
100,2,3,5,7,8,9 / 2,3,5,7,8,9,100
134
50 2 100 
Warning: Undefined array key 0 in %s on line 12
90
40 39
[42,42,42,42,"s","s"] "str"
bye a1
bye b1
[2,3]
{"0":1,"1":2,"2":3,"k0":0,"k1":1}
1,2,3,5,7,8,9
100,2,3,5,7,8,9 / 2,3,5,7,8,9,100
134
50 2 100 
Warning: Undefined array key 0 in %s on line 12
90
40 39
[42,42,42,42,"s","s"] "str"
bye a2
bye b2
[2,3]
{"0":1,"1":2,"2":3,"k0":0,"k1":1}
