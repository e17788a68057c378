--TEST--
a property name starting with NUL is php's Error where the lookup is not silent (also inside a magic method its guard stops)
--FILE--
<?php
class A { function __unset($p) { unset($this->$p); } function __get($p) { echo "get\n"; return $this->$p; } }
function t($f) { try { $f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$a = new A;
t(function() use ($a) { $p = "\0"; unset($a->$p); });
t(function() use ($a) { $p = "\0x"; var_dump($a->$p); });
$o = new stdClass;
t(function() use ($o) { $o->{""} = 1; var_dump($o); });
t(function() use ($o) { $o->{"\0"} = 42; });
t(function() use ($o) { var_dump($o->{"\0a"}); });
t(function() use ($o) { var_dump(isset($o->{"\0a"}), $o->{"\0a"} ?? 'dflt'); });
t(function() use ($o) { $o->{"\0a"}[] = 1; });
t(function() use ($o) { $o->{"\0a"} .= 'x'; });
t(function() use ($o) { unset($o->{"\0a"}); });
--EXPECT--
Error: Cannot access property starting with "\0"
get
Error: Cannot access property starting with "\0"
object(stdClass)#2 (1) {
  [""]=>
  int(1)
}
Error: Cannot access property starting with "\0"
Error: Cannot access property starting with "\0"
bool(false)
string(4) "dflt"
Error: Cannot access property starting with "\0"
Error: Cannot access property starting with "\0"
Error: Cannot access property starting with "\0"
