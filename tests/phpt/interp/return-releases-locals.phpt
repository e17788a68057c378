--TEST--
Return releases locals after popping the frame
--FILE--
<?php
// Returning from a function releases its locals after the frame is popped:
// destructors see the caller (backtraces, the order of output).
class D {
  public function __construct(public string $n) {}
  public function __destruct() {
    $t = debug_backtrace();
    echo "destruct {$this->n} from ", $t[1]['function'] ?? 'main', "\n";
  }
}
function f() { $a = new D('a'); $b = new D('b'); $s = "str"; return 42; }
function caller() { $x = f(); echo "got $x\n"; f(); echo "after statement\n"; return $x; }
var_dump(caller());
class T { public function __destruct() { throw new Exception("from destructor"); } }
function g() { $t = new T; $d = new D('kept'); return 1; }
try { $r = g(); echo "no\n"; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class M {
  public $v = 5;
  public function m() { $o = new D('in-method'); return $this->v; }
}
function h() { $m = new M; return $m->m() + 1; }
var_dump(h());
$c = function () { $z = new D('closure-local'); return 'c'; };
var_dump($c());
echo "end\n";
--EXPECT--
destruct a from caller
destruct b from caller
got 42
destruct a from caller
destruct b from caller
after statement
int(42)
destruct kept from main
Exception: from destructor
destruct in-method from h
int(6)
destruct closure-local from main
string(1) "c"
end
