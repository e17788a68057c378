--TEST--
builtin calls on the inline path: matching arguments, coercions, errors, destructor order
--FILE--
<?php
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "d{$this->n} "; } }
var_dump(strlen("abc"), count([1, 2]), abs(-5), max(1, 7, 3), min([4, 2]), str_repeat("x", 3), intdiv(9, 2));
var_dump(strlen(123), abs("-4"), str_repeat("ab", "2"));
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { strlen(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { strlen("a", "b"); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
var_dump(strlen(null));
var_dump(gettype(new D(1)), get_class(new D(2)));
echo "\n";
$a = [3, 1, 2]; sort($a); var_dump($a);
var_dump(array_sum([1, 2.5]), implode(",", [1, "a", 2.5]), in_array("2", [1, 2, 3]), in_array("2", [1, 2, 3], true));
function nargs() { return func_num_args(); } var_dump(nargs(1, 2, 3));
--EXPECTF--
int(3)
int(2)
int(5)
int(7)
int(2)
string(3) "xxx"
int(4)
int(3)
int(4)
string(4) "abab"
strlen(): Argument #1 ($string) must be of type string, array given
strlen() expects exactly 1 argument, 0 given
strlen() expects exactly 1 argument, 2 given

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 8
int(0)
d1 d2 string(6) "object"
string(1) "D"

array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
float(3.5)
string(7) "1,a,2.5"
bool(true)
bool(false)
int(3)
