--TEST--
Builtins that read their caller's frame refuse dynamic calls
--FILE--
<?php
// Builtins that read their caller's frame refuse dynamic calls (php's zend_forbid_dynamic_call).
function t($label, $fn) {
  try { $r = $fn(); echo "$label: ok ", json_encode($r), "\n"; }
  catch (Throwable $e) { echo "$label: ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
function f($p = 1) {
  $v = 5;
  $cases = ['extract' => [['y' => 2]], 'compact' => ['v'], 'get_defined_vars' => [],
            'func_get_args' => [], 'func_num_args' => [], 'func_get_arg' => [0], 'strtoupper' => ['x']];
  foreach ($cases as $fname => $args) {
    $n = $fname;
    t("$fname \$n()", function () use ($n, $args) { return $n(...$args); });
    try { $r = $n(...$args); echo "$fname direct: ok\n"; } catch (Error $e) { echo "$fname direct: ", $e->getMessage(), "\n"; }
    try { $r = call_user_func_array($fname, $args); echo "$fname cufa: ok\n"; } catch (Error $e) { echo "$fname cufa: ", $e->getMessage(), "\n"; }
    try { $c = Closure::fromCallable($fname); $c(...$args); echo "$fname closure: ok\n"; } catch (Error $e) { echo "$fname closure: ", $e->getMessage(), "\n"; }
    try { (new ReflectionFunction($fname))->invokeArgs($args); echo "$fname reflection: ok\n"; } catch (Error $e) { echo "$fname reflection: ", $e->getMessage(), "\n"; }
  }
  // Arguments are checked first.
  t('compact no args', function () { $n = 'compact'; return $n(); });
  t('extract bad flags', function () { $n = 'extract'; $a = []; return $n($a, 99); });
  // A literal name given to call_user_func is bound at compile time: a direct call.
  var_dump(call_user_func('compact', 'v'), call_user_func('func_get_args'), call_user_func('func_num_args'));
  $cu = 'compact';
  t('call_user_func($var)', function () use ($cu) { $v = 1; return call_user_func($cu, 'v'); });
  t('array_map', function () { return array_map('func_num_args', [1]); });
  // By name they work.
  var_dump(compact('v'), func_get_args(), func_num_args(), func_get_arg(0), count(get_defined_vars()));
  extract(['w' => 7]);
  var_dump($w);
}
f(3);
--EXPECT--
extract $n(): Error: Cannot call extract() dynamically
extract direct: Cannot call extract() dynamically
extract cufa: Cannot call extract() dynamically
extract closure: Cannot call extract() dynamically
extract reflection: Cannot call extract() dynamically
compact $n(): Error: Cannot call compact() dynamically
compact direct: Cannot call compact() dynamically
compact cufa: Cannot call compact() dynamically
compact closure: Cannot call compact() dynamically
compact reflection: Cannot call compact() dynamically
get_defined_vars $n(): Error: Cannot call get_defined_vars() dynamically
get_defined_vars direct: Cannot call get_defined_vars() dynamically
get_defined_vars cufa: Cannot call get_defined_vars() dynamically
get_defined_vars closure: Cannot call get_defined_vars() dynamically
get_defined_vars reflection: Cannot call get_defined_vars() dynamically
func_get_args $n(): Error: Cannot call func_get_args() dynamically
func_get_args direct: Cannot call func_get_args() dynamically
func_get_args cufa: Cannot call func_get_args() dynamically
func_get_args closure: Cannot call func_get_args() dynamically
func_get_args reflection: Cannot call func_get_args() dynamically
func_num_args $n(): Error: Cannot call func_num_args() dynamically
func_num_args direct: Cannot call func_num_args() dynamically
func_num_args cufa: Cannot call func_num_args() dynamically
func_num_args closure: Cannot call func_num_args() dynamically
func_num_args reflection: Cannot call func_num_args() dynamically
func_get_arg $n(): Error: Cannot call func_get_arg() dynamically
func_get_arg direct: Cannot call func_get_arg() dynamically
func_get_arg cufa: Cannot call func_get_arg() dynamically
func_get_arg closure: Cannot call func_get_arg() dynamically
func_get_arg reflection: Cannot call func_get_arg() dynamically
strtoupper $n(): ok "X"
strtoupper direct: ok
strtoupper cufa: ok
strtoupper closure: ok
strtoupper reflection: ok
compact no args: ArgumentCountError: compact() expects at least 1 argument, 0 given
extract bad flags: ValueError: extract(): Argument #2 ($flags) must be a valid extract type
array(1) {
  ["v"]=>
  int(5)
}
array(1) {
  [0]=>
  int(3)
}
int(1)
call_user_func($var): Error: Cannot call compact() dynamically
array_map: ArgumentCountError: func_num_args() expects exactly 0 arguments, 1 given
array(1) {
  ["v"]=>
  int(5)
}
array(1) {
  [0]=>
  int(3)
}
int(1)
int(3)
int(10)
int(7)
