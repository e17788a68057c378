--TEST--
Element and property reads/writes through a local bound by reference
--FILE--
<?php
// Element and property reads and writes through a local bound by reference.
function sortish($n, &$ra) {
  for ($i = 0; $i < $n; $i++) $ra[$i] = $n - $i;
  $s = 0;
  for ($i = 0; $i < $n; $i++) $s += $ra[$i];
  $ra['k'] = $ra[0] ?? -1;
  $ra[] = isset($ra[1]) ? 'set' : 'unset';
  return $s;
}
$a = [];
var_dump(sortish(4, $a), $a);
// The referenced array is shared with another variable: the write separates it.
$orig = [1, 2, 3];
$copy = $orig;
function bump(&$r) { $r[0] = 100; $r[5] = 'x'; return $r[1]; }
var_dump(bump($copy), $orig, $copy);
// global binds by reference.
$g = ['a' => 1];
function useGlobal() { global $g; $g['b'] = $g['a'] + 1; return $g['b'] ?? null; }
var_dump(useGlobal(), $g);
// Strings and objects behind a reference.
function strRef(&$s) { return $s[0] . $s[-1] . ($s[10] ?? '?'); }
$str = "hello";
var_dump(strRef($str));
class P { public $v = 1; public ?P $next = null; }
function objRef(&$o) { $o->v = $o->v + 41; $o->next = new P; return $o->v; }
$p = new P;
var_dump(objRef($p), $p->v, $p->next->v);
// foreach by reference over rows.
$rows = [[1], [2]];
foreach ($rows as &$row) { $row[1] = $row[0] * 10; $x = $row[1]; }
unset($row);
var_dump($rows, $x);
// A reference to null: reading warns, writing creates the array.
function nullRef(&$z) { $r = $z[0] ?? 'none'; $z[3] = 'made'; return $r; }
$n = null;
var_dump(nullRef($n), $n);
function missing(&$m) { return $m[7]; }
$arr = [1];
var_dump(missing($arr));
// An element that is itself a reference.
$base = [1, 2];
$e = &$base[1];
function viaRef(&$b) { $b[1] = 'through'; return $b[1]; }
var_dump(viaRef($base), $e);
--EXPECTF--
int(10)
array(6) {
  [0]=>
  int(4)
  [1]=>
  int(3)
  [2]=>
  int(2)
  [3]=>
  int(1)
  ["k"]=>
  int(4)
  [4]=>
  string(3) "set"
}
int(2)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  int(100)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [5]=>
  string(1) "x"
}
int(2)
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
string(3) "ho?"
int(42)
int(42)
int(1)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(10)
  }
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(20)
  }
}
int(20)
string(4) "none"
array(1) {
  [3]=>
  string(4) "made"
}

Warning: Undefined array key 7 in %s on line 39
NULL
string(7) "through"
string(7) "through"
