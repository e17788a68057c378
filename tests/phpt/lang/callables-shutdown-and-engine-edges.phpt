--TEST--
callables ['B','parent::m'], self in shutdown functions, magic names cut at NUL, reserved halt offset, include frames in traces, objects made by shutdown destructors
--FILE--
<?php
class A { public static function who() { var_dump(get_called_class()); } }
class B extends A { public static function who() { parent::who(); }
  static function reg() { register_shutdown_function(array("self", "bye")); register_shutdown_function("static::bye"); }
  static function bye() { echo "bye from ", get_called_class(), "\n"; } }
call_user_func(array('B', 'parent::who'));
call_user_func(array('B', 'self::who'));
B::reg();
class M { static function __callStatic($n, $a) { var_dump($n); } function __call($n, $a) { var_dump($n); } }
$n = "ab\0cd"; M::$n(); (new M)->$n();
var_dump(define('__COMPILER_HALT_OFFSET__', 1));
function h($no, $str) { debug_print_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS); return true; }
set_error_handler('h');
include 'does-not-exist.inc';
restore_error_handler();
class D { public $o; function __destruct() { echo "D\n"; $this->o = new E; } }
class E { function __destruct() { echo "E\n"; } }
class S { static $d; }
$x = new stdClass;
S::$d = new D;
echo "end\n";
--EXPECTF--
Deprecated: Callables of the form ["B", "parent::who"] are deprecated in %s on line 6
string(1) "A"

Deprecated: Callables of the form ["B", "self::who"] are deprecated in %s on line 7
string(1) "B"

Deprecated: Use of "self" in callables is deprecated in %s on line 4

Deprecated: Use of "static" in callables is deprecated in %s on line 4
string(2) "ab"
string(2) "ab"

Warning: Constant __COMPILER_HALT_OFFSET__ already defined in %s on line 11
bool(false)
#0 %s(14): h()
#1 %s(14): include()
#0 %s(14): h()
#1 %s(14): include()
end
bye from B
bye from B
D
E
