--TEST--
Concatenation of strings and ints, in-place .=, casts, === null, array literals and int sorts on the interpreter's inline paths
--FILE--
<?php
// Concatenation, interpolation, casts and `=== null` on the interpreter's inline paths.
$a = "x"; $b = "y";
$c = $a . $b; $d = $c . $a; echo $c, " ", $d, "\n";
$i = 42; $n = -7; $z = 0;
echo 'key' . $i, " ", $n . 'k', " ", $i . $n, " ", $z . $z, "\n";
$k = 'key' . $i; $m = $i . 'v'; echo $k, $m, "\n";
echo PHP_INT_MIN . "|" . PHP_INT_MAX, "\n";
$f = 1.5; echo 'f' . $f, " ", $f . 'f', " ", true . 'b', " ", null . 'n', "\n";
$t = strtoupper('ab'); $u = $t . 'cd'; echo $t, " ", $u, "\n";   // a temporary appended in place
$s = ''; for ($j = 0; $j < 5; $j++) { $s .= "ab$j"; } echo $s, "\n";
$s2 = $s; $s2 .= 'z'; echo $s, " ", $s2, "\n";                     // shared: copied
$r = ($s3 = 'q') . ''; $s3 .= 'w'; $x = ($s3 .= 'e'); echo $s3, " ", $x, "\n";
$w = 'w'; $w .= $w; echo $w, "\n";
$v = 5; $v .= 'x'; echo $v, "\n";
$cnt = 3; $arr = [1]; $q = "n=$cnt;" . count($arr) . ";$q0" ?? ''; echo $q, "\n";
echo "id=$i;$a$b", "\n";
var_dump((string)42, (string)-7, (int)3.9, (int)-3.9, (int)1e30, (int)NAN, (int)"12", (float)1.5, (bool)true, (string)"s");
var_dump((int)9.2e18, (int)-9.2e18, (int)9.3e18);
$o = null; $p = 0; $e = '';
var_dump($o === null, $o !== null, $p === null, $p !== null, $e === null, [] === null);
$obj = new stdClass; var_dump($obj === null, $obj !== null);
function nn($x) { return $x === null ? 'null' : 'not'; } echo nn(null), nn(false), nn(0), "\n";
$ref = null; $rr = &$ref; var_dump($rr === null); $rr = 1; var_dump($rr !== null);
$lst = [$a, $i, [$b], 2.5, null]; var_dump($lst); $lst[] = 'e'; echo count($lst), " ", array_key_last($lst), "\n";
$vals = [3, -1, 2, 10, 0, PHP_INT_MAX, PHP_INT_MIN]; sort($vals); echo implode(',', $vals), "\n";
rsort($vals); echo implode(',', $vals), "\n";
$h = ['a' => 3, 'b' => 1, 'c' => 3, 'd' => -2]; asort($h); echo json_encode($h), "\n"; arsort($h); echo json_encode($h), "\n";
$mixed = [1.5, 1, "2", 0.5, true]; sort($mixed); var_dump($mixed);
$cats = ['a', 'b']; $cats[0] .= 'x'; echo implode(',', $cats), "\n";
try { $big = str_repeat('a', 10); $big .= $big; echo strlen($big), "\n"; } catch (Error $e) { echo get_class($e), "\n"; }
--EXPECTF--
xy xyx
key42 -7k 42-7 00
key4242v
-9223372036854775808|9223372036854775807
f1.5 1.5f 1b n
AB ABcd
ab0ab1ab2ab3ab4
ab0ab1ab2ab3ab4 ab0ab1ab2ab3ab4z
qwe qwe
ww
5x

Warning: Undefined variable $q0 in %s on line 16
n=3;1;
id=42;xy
string(2) "42"
string(2) "-7"
int(3)
int(-3)
int(5076964154930102272)
int(0)
int(12)
float(1.5)
bool(true)
string(1) "s"
int(9200000000000000000)
int(-9200000000000000000)
int(-9146744073709551616)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
nullnotnot
bool(true)
bool(true)
array(5) {
  [0]=>
  string(1) "x"
  [1]=>
  int(42)
  [2]=>
  array(1) {
    [0]=>
    string(1) "y"
  }
  [3]=>
  float(2.5)
  [4]=>
  NULL
}
6 5
-9223372036854775808,-1,0,2,3,10,9223372036854775807
9223372036854775807,10,3,2,0,-1,-9223372036854775808
{"d":-2,"b":1,"a":3,"c":3}
{"a":3,"c":3,"b":1,"d":-2}
array(5) {
  [0]=>
  float(0.5)
  [1]=>
  int(1)
  [2]=>
  float(1.5)
  [3]=>
  string(1) "2"
  [4]=>
  bool(true)
}
ax,b
20
