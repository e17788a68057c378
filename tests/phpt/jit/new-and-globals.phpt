--TEST--
JIT: new of plain classes and global reads by name in hot loops (cache misses, constructors, Throwables, kind changes, unset and missing globals)
--FILE--
<?php
// `new` of a plain class (allocated by a helper once the site's cache holds
// it; a constructor, a Throwable go the interpreter's way) and global reads
// by a literal name in hot loops: kind changes, unset, missing, superglobals.
class Foo { public $a = 1; public $b = [1, 2]; }
class E extends Exception {}
class WithCtor { public $x; function __construct() { $this->x = 5; } }
$g_var = 0;
$arr = ['k' => 'v'];
function create_object($n) { $c = 0; for ($i = 0; $i < $n; ++$i) { $x = new Foo(); $c += $x->a; $y = new WithCtor(); $c += $y->x; } return $c; }
function exc($n) { $c = 0; for ($i = 0; $i < $n; ++$i) { $e = new E(); $c += $e->getLine() > 0 ? 1 : 0; } return $c; }
function read_global_var($n) { $s = 0; for ($i = 0; $i < $n; ++$i) { $s += $GLOBALS['g_var']; if ($i == 100) $GLOBALS['g_var'] = 2; if ($i == 200) $GLOBALS['g_var'] = 1.5; } return $s; }
function read_arr($n) { $c = 0; for ($i = 0; $i < $n; ++$i) { $x = @$GLOBALS['arr']; $c += is_array($x) ? count($x) : 7; $y = $_GET; $c += count($y); if ($i == 300) unset($GLOBALS['arr']); } return $c; }
function read_missing($n) { $c = 0; for ($i = 0; $i < $n; ++$i) { $x = @$GLOBALS['nope']; if ($x === null) $c++; if ($i == 250) $GLOBALS['nope'] = 3; } return $c; }
for ($r = 0; $r < 3; $r++) { var_dump(create_object(500), exc(300), read_global_var(500), read_arr(500), read_missing(500)); $g_var = 0; $arr = ['k' => 'v']; unset($nope); }
--EXPECT--
int(3000)
int(300)
float(648.5)
int(1694)
int(251)
int(3000)
int(300)
float(648.5)
int(1694)
int(251)
int(3000)
int(300)
float(648.5)
int(1694)
int(251)
