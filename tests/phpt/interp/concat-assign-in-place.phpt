--TEST--
.= appends in place on properties, elements, statics and globals, and copies shared strings
--FILE--
<?php
// .= on every kind of lvalue: in place with one owner, copy-on-write otherwise.
class O { public $s = ''; public string $t = 'a'; public ?string $n = 'n'; public int|string $u = 'u';
  public $pages = [1 => '']; public static $st = ''; public static string $st2 = '';
  public readonly string $ro; function __construct() { $this->ro = 'r'; } }
$o = new O;
for ($i = 0; $i < 5; $i++) { $o->s .= "ab"; $o->t .= $i; $o->n .= 'x'; $o->u .= 'y'; $o->pages[1] .= "op$i"; O::$st .= 'z'; O::$st2 .= 1.5; }
$copy = $o->s; $o->s .= "!"; var_dump($copy, $o->s);
$c2 = $o->pages; $o->pages[1] .= "?"; var_dump($c2[1], $o->pages[1]);
$c3 = O::$st; O::$st .= "#"; var_dump($c3, O::$st, O::$st2);
var_dump($o->t, $o->n, $o->u);
$r = &$o->t; $r .= 'R'; $o->t .= 'T'; var_dump($r, $o->t);
try { $o->ro .= 'x'; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$d = new stdClass; $d->p = 'q'; $keep = $d->p; for ($i = 0; $i < 3; $i++) $d->p .= $i; var_dump($keep, $d->p);
$g = 'g'; function f() { global $g; $g .= 'G'; $GLOBALS['g'] .= 'H'; } f(); f(); var_dump($g);
$a = ['k' => ['x' => 'v']]; $b = $a; $a['k']['x'] .= 'w'; var_dump($a['k']['x'], $b['k']['x']);
$arr = ['s' => 'x']; $arr['s'] .= null; $arr['s'] .= true; $arr['s'] .= 2; $arr['s'] .= -3; $arr['s'] .= PHP_INT_MIN; var_dump($arr['s']);
class T { function __toString(): string { return "T"; } }
$o->s = 'o'; $o->s .= new T; var_dump($o->s);
$o2 = new O; $o2->s = str_repeat('a', 3); $o3 = clone $o2; $o3->s .= 'b'; var_dump($o2->s, $o3->s);
$i = 5; $o->s = $i; $o->s .= 'x'; var_dump($o->s);
$o->pages[2] ??= ''; $o->pages[2] .= 'new'; $o->pages[] = ''; var_dump($o->pages);
$m = new class { private $data = ['a' => 'A']; function __get($n) { echo "get $n\n"; return $this->data[$n]; } function __set($n, $v) { echo "set $n=$v\n"; $this->data[$n] = $v; } };
$m->a .= 'B'; $m->a .= 'C';
$aa = new ArrayObject(['k' => 'v']); $aa['k'] .= 'w'; var_dump($aa['k']);
--EXPECT--
string(10) "ababababab"
string(11) "ababababab!"
string(15) "op0op1op2op3op4"
string(16) "op0op1op2op3op4?"
string(5) "zzzzz"
string(6) "zzzzz#"
string(15) "1.51.51.51.51.5"
string(6) "a01234"
string(6) "nxxxxx"
string(6) "uyyyyy"
string(8) "a01234RT"
string(8) "a01234RT"
Error: Cannot modify readonly property O::$ro
string(1) "q"
string(4) "q012"
string(5) "gGHGH"
string(2) "vw"
string(1) "v"
string(25) "x12-3-9223372036854775808"
string(2) "oT"
string(3) "aaa"
string(4) "aaab"
string(2) "5x"
array(3) {
  [1]=>
  string(16) "op0op1op2op3op4?"
  [2]=>
  string(3) "new"
  [3]=>
  string(0) ""
}
get a
set a=AB
get a
set a=ABC
string(2) "vw"
