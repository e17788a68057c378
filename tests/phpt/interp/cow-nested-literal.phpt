--TEST--
copy-on-write of nested elements of literal, constant and default arrays (op=, ++, set, unset, refs, foreach, list)
--FILE--
<?php
function f($v){ $s = [[0, 1]]; $s[0][1] ^= $v; return $s; }
var_dump(f(1)[0][1], f(1)[0][1]);
function g(){ $s = [[0, 1]]; $s[0][1]++; return $s[0][1]; }
var_dump(g(), g());
function h(){ $s = [[0, 1]]; $s[0][1] = 5; return $s[0][1]; }
var_dump(h(), h());
function u(){ $s = [[0, 1]]; $r = $s[0][1]; unset($s[0][1]); return count($s[0]); }
var_dump(u(), u());
function r(){ $s = [[0, 1]]; $x = &$s[0][1]; $x++; return $s[0][1]; }
var_dump(r(), r());
function fe(){ $s = [[0, 1]]; foreach ($s[0] as &$x) $x++; unset($x); return $s[0][1]; }
var_dump(fe(), fe());
function li(){ $s = [[0, 1]]; [$s[0][0], $s[0][1]] = [7, 8]; return $s[0][1]; }
var_dump(li(), li());
function dd(){ $s = [[[0, 1]]]; $s[0][0][1] .= "x"; return $s[0][0][1]; }
var_dump(dd(), dd());
function ap(){ $s = [[0, 1]]; $s[0][] = 3; return count($s[0]); }
var_dump(ap(), ap());
function pr(){ $o = new stdClass; $o->a = [[0,1]]; $o->a[0][1]++; return $o->a[0][1]; }
var_dump(pr(), pr());
class C { public $a = [[0,1]]; static $s = [[0,1]]; }
function cp(){ $o = new C; $o->a[0][1]++; return $o->a[0][1]; }
var_dump(cp(), cp());
function st(){ static $s = [[0,1]]; $s[0][1]++; return $s[0][1]; }
var_dump(st(), st());
function co(){ $s = C::$s; $s[0][1]++; return C::$s[0][1]; }
var_dump(co(), co());
const K = [[0,1]];
function ko(){ $s = K; $s[0][1]++; return K[0][1]; }
var_dump(ko(), ko());
function nu(){ $s = [[0, 1]]; $s[0][1] ??= 3; $s[0][2] ??= 3; return count($s[0]); }
var_dump(nu(), nu());
function ar(){ $s = [[0, 1]]; array_push($s[0], 4); sort($s[0]); return count($s[0]); }
var_dump(ar(), ar());
function a1(){ $s = [0, 1]; $s[1]++; return $s[1]; }
function a2(){ $s = [0, 1]; $s[1] = 7; return $s[1]; }
function a3(){ $s = [0, 1]; $s[1] += 3; return $s[1]; }
function a4(){ $s = [1.5, 1]; $s[0]++; return $s[0]; }
class P2 { public $p = [0, 1]; public $q = 0; }
function a5(){ $o = new P2; $o->p[1]++; $o->q++; return $o->p[1]; }
function a6(){ $o = new P2; $o->p[1] += 2; return $o->p[1]; }
function a7(){ $s = ['x' => [0, 1]]; $s['x'][1] += 2; return $s['x'][1]; }
function a8(){ $s = [[0, 1]]; $i = 1; $s[0][$i] -= 2; return $s[0][1]; }
function a9(){ $s = [[0, 1]]; $r = &$s[0]; $r[1] = 9; return $s[0][1]; }
function b1(){ $s = [[0, 1]]; foreach ($s as &$in) { $in[1]++; } unset($in); return $s[0][1]; }
function b2(){ $s = [[0, 1]]; [[$a, $s[0][1]]] = [[5, 6]]; return $s[0][1]; }
function b3(){ $s = [[0, 1]]; $f = function(&$x) { $x[1]++; }; $f($s[0]); return $s[0][1]; }
function b4(){ $s = [[0, [1]]]; $s[0][1][0] <<= 2; return $s[0][1][0]; }
function b5(){ $s = [[0, 1]]; unset($s[0][0]); return count($s[0]); }
$out = [];
for ($i = 0; $i < 50; $i++) {
  $out[] = [a1(), a2(), a3(), a4(), a5(), a6(), a7(), a8(), a9(), b1(), b2(), b3(), b4(), b5()];
}
echo json_encode(array_unique(array_map('json_encode', $out))), "\n";
--EXPECT--
int(0)
int(0)
int(2)
int(2)
int(5)
int(5)
int(1)
int(1)
int(2)
int(2)
int(2)
int(2)
int(8)
int(8)
string(2) "1x"
string(2) "1x"
int(3)
int(3)
int(2)
int(2)
int(2)
int(2)
int(2)
int(3)
int(1)
int(1)
int(1)
int(1)
int(3)
int(3)
int(3)
int(3)
["[2,7,4,2.5,2,3,3,-1,9,2,6,2,4,1]"]
