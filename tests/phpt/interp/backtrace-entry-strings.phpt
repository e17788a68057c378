--TEST--
debug_backtrace and exception traces: entry keys, names, call types, args, includes (keys interned once)
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
// debug_backtrace / exception traces: keys, names, types, args, includes
class A { function m($x) { return B::s($x, [1]); } }
class B { static function s($y, $z) { return (function () { return debug_backtrace(); })(); } }
function f() { return (new A)->m('v'); }
$t = f();
foreach ($t as $e) { unset($e['object']); var_dump($e); }
function g(int $n) { if ($n == 0) throw new RuntimeException('x'); g($n - 1); }
try { g(2); } catch (Exception $e) { var_dump($e->getTrace()); echo $e->getTraceAsString(), "\n"; }
file_put_contents(__DIR__ . '/bt-inc.tmp', '<?php return debug_backtrace();');
$r = include __DIR__ . '/bt-inc.tmp';
var_dump(count($r), $r[0]['function']);
var_dump(debug_backtrace(DEBUG_BACKTRACE_PROVIDE_OBJECT | DEBUG_BACKTRACE_IGNORE_ARGS, 1));
$c = new class { function __call($n, $a) { return debug_backtrace(0)[0]; } };
var_dump($c->dyn(1)['function'], $c->dyn(1)['type']);
unlink(__DIR__ . '/bt-inc.tmp');
--EXPECTF--
array(6) {
  ["file"]=>
  string(%d) "%s"
  ["line"]=>
  int(4)
  ["function"]=>
  string(9) "{closure}"
  ["class"]=>
  string(1) "B"
  ["type"]=>
  string(2) "::"
  ["args"]=>
  array(0) {
  }
}
array(6) {
  ["file"]=>
  string(%d) "%s"
  ["line"]=>
  int(3)
  ["function"]=>
  string(1) "s"
  ["class"]=>
  string(1) "B"
  ["type"]=>
  string(2) "::"
  ["args"]=>
  array(2) {
    [0]=>
    string(1) "v"
    [1]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
array(6) {
  ["file"]=>
  string(%d) "%s"
  ["line"]=>
  int(5)
  ["function"]=>
  string(1) "m"
  ["class"]=>
  string(1) "A"
  ["type"]=>
  string(2) "->"
  ["args"]=>
  array(1) {
    [0]=>
    string(1) "v"
  }
}
array(4) {
  ["file"]=>
  string(%d) "%s"
  ["line"]=>
  int(6)
  ["function"]=>
  string(1) "f"
  ["args"]=>
  array(0) {
  }
}
array(3) {
  [0]=>
  array(4) {
    ["file"]=>
    string(%d) "%s"
    ["line"]=>
    int(8)
    ["function"]=>
    string(1) "g"
    ["args"]=>
    array(1) {
      [0]=>
      int(0)
    }
  }
  [1]=>
  array(4) {
    ["file"]=>
    string(%d) "%s"
    ["line"]=>
    int(8)
    ["function"]=>
    string(1) "g"
    ["args"]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
  [2]=>
  array(4) {
    ["file"]=>
    string(%d) "%s"
    ["line"]=>
    int(9)
    ["function"]=>
    string(1) "g"
    ["args"]=>
    array(1) {
      [0]=>
      int(2)
    }
  }
}
#0 %s(8): g(0)
#1 %s(8): g(1)
#2 %s(9): g(2)
#3 {main}
int(1)
string(7) "include"
array(0) {
}
string(6) "__call"
string(2) "->"
