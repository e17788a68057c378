--TEST--
builtins php compiles to opcodes (strlen, count, get_class...) have no trace frame
--FILE--
<?php
function show($e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
function g($x) {
  try { strlen($x); } catch (TypeError $e) { show($e); }
  try { count($x); } catch (TypeError $e) { show($e); }
  try { sizeof($x); } catch (TypeError $e) { show($e); }
  try { get_class($x); } catch (TypeError $e) { show($e); }
  try { array_key_exists($x, []); } catch (TypeError $e) { show($e); }
  try { array_key_exists([], $x); } catch (TypeError $e) { show($e); }
  try { strlen(...[$x]); } catch (TypeError $e) { show($e); }
  try { strlen(string: $x); } catch (TypeError $e) { show($e); }
  try { str_repeat($x, 2); } catch (TypeError $e) { show($e); }
  try { array_map('strlen', [$x]); } catch (TypeError $e) { show($e); }
}
g([[1]]);
g(new stdClass);
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; foreach (debug_backtrace() as $f) echo "  ", $f['function'], "\n"; return true; });
function h($a) { return strval($a) . intval($a, 10) . strlen(null); }
echo h([1]), "\n";
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; foreach (debug_backtrace() as $f) echo "  ", $f['function'], " ", $f['line'] ?? '-', "\n"; return true; });
function h2($a) { return strval($a) . str_repeat($a, 1); }
try { echo h2([1]), "\n"; } catch (TypeError $e) { show($e); }
--EXPECTF--
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(15): g(Array)
#1 {main}
TypeError: get_class(): Argument #1 ($object) must be of type object, array given
#0 %s(15): g(Array)
#1 {main}
TypeError: Illegal offset type
#0 %s(15): g(Array)
#1 {main}
TypeError: Illegal offset type
#0 %s(15): g(Array)
#1 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(10): strlen(Array)
#1 %s(15): g(Array)
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 %s(11): strlen(Array)
#1 %s(15): g(Array)
#2 {main}
TypeError: str_repeat(): Argument #1 ($string) must be of type string, array given
#0 %s(12): str_repeat(Array, 2)
#1 %s(15): g(Array)
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
#0 [internal function]: strlen(Array)
#1 %s(13): array_map('strlen', Array)
#2 %s(15): g(Array)
#3 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given
#0 %s(16): g(Object(stdClass))
#1 {main}
TypeError: count(): Argument #1 ($value) must be of type Countable|array, stdClass given
#0 %s(16): g(Object(stdClass))
#1 {main}
TypeError: sizeof(): Argument #1 ($value) must be of type Countable|array, stdClass given
#0 %s(16): g(Object(stdClass))
#1 {main}
TypeError: Illegal offset type
#0 %s(16): g(Object(stdClass))
#1 {main}
TypeError: array_key_exists(): Argument #2 ($array) must be of type array, stdClass given
#0 %s(16): g(Object(stdClass))
#1 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given
#0 %s(10): strlen(Object(stdClass))
#1 %s(16): g(Object(stdClass))
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given
#0 %s(11): strlen(Object(stdClass))
#1 %s(16): g(Object(stdClass))
#2 {main}
TypeError: str_repeat(): Argument #1 ($string) must be of type string, stdClass given
#0 %s(12): str_repeat(Object(stdClass), 2)
#1 %s(16): g(Object(stdClass))
#2 {main}
TypeError: strlen(): Argument #1 ($string) must be of type string, stdClass given
#0 [internal function]: strlen(Object(stdClass))
#1 %s(13): array_map('strlen', Array)
#2 %s(16): g(Object(stdClass))
#3 {main}
handler: Array to string conversion
  {closure}
  h
handler: strlen(): Passing null to parameter #1 ($string) of type string is deprecated
  {closure}
  h
Array10
handler: Array to string conversion
  {closure} 21
  h2 22
TypeError: str_repeat(): Argument #1 ($string) must be of type string, array given
#0 %s(21): str_repeat(Array, 1)
#1 %s(22): h2(Array)
#2 {main}
