--TEST--
strict_types does not apply to callbacks called by builtins (but to call_user_func from the file)
--FILE--
<?php
declare(strict_types=1);
var_dump(array_map('strlen', [1, 2.5, true]));
var_dump(array_map('intval', ["12", "3x"]));
$a = [3, "10", 2]; usort($a, 'strcmp'); var_dump($a);
var_dump(array_filter([1, 0, 2], 'boolval'));
var_dump(array_reduce([1, 2], 'max', "0"));
function typed(int $x) { return $x * 2; }
var_dump(array_map('typed', ["4", 5.0]));
$f = fn(string $s) => $s . "!"; var_dump(array_map($f, [1, 2]));
try { strlen(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { typed("5"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(array_map(fn($x) => strlen($x), ["ab"]));
try { array_map(fn($x) => strlen($x), [5]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(call_user_func_array('abs', ["-5"])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(call_user_func('abs', "-5")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(array_map('call_user_func', ['abs'], ["-5"])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { var_dump(call_user_func("typed", "7")); } catch (TypeError $e) { echo get_class($e), "\n"; }
--EXPECTF--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(1)
}
array(2) {
  [0]=>
  int(12)
  [1]=>
  int(3)
}
array(3) {
  [0]=>
  string(2) "10"
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(1)
  [2]=>
  int(2)
}
int(2)
array(2) {
  [0]=>
  int(8)
  [1]=>
  int(10)
}
array(2) {
  [0]=>
  string(2) "1!"
  [1]=>
  string(2) "2!"
}
strlen(): Argument #1 ($string) must be of type string, int given
typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 12
array(1) {
  [0]=>
  int(2)
}
strlen(): Argument #1 ($string) must be of type string, int given
abs(): Argument #1 ($num) must be of type int|float, string given
abs(): Argument #1 ($num) must be of type int|float, string given
array(1) {
  [0]=>
  int(5)
}
TypeError
