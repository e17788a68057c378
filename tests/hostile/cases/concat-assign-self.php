<?php
// `$a .= $a`: php converts the variable once (one "Array to string conversion", one __toString call), except through a reference.
$a = [1]; $a .= $a; var_dump($a);
$b = [1]; $b = $b . $b; var_dump($b);
$c = [1]; $d = [2]; $c .= $d; var_dump($c);
$e = "x"; $e .= [1]; var_dump($e);
class O { public $p = [1]; }
$o = new O; $o->p .= $o->p; var_dump($o->p);
$arr = [[1]]; $arr[0] .= $arr[0]; var_dump($arr[0]);
$u .= $u; var_dump($u);
class T { function __toString(): string { echo "ts\n"; return "t"; } }
$t = new T; $t .= $t; var_dump($t);
$f = 1.5; $f .= $f; var_dump($f);
$s = "ab"; $r = ($s .= $s); var_dump($r, $s);
function ff() { static $z = [2]; $z .= $z; var_dump($z); } ff();
$n = null; $n .= $n; var_dump($n);
$x = [3]; $y = &$x; $x .= $x; var_dump($x);
function g2() { $q = [1]; for ($i = 0; $i < 3; $i++) { $q .= $q; } var_dump($q); } g2(); g2();
