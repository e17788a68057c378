--TEST--
Return types are checked before finally; arguments are checked before too-few; by-ref yields of calls; callable messages
--FILE--
<?php
// return type coercion happens before finally; argument checks before too-few
function r(): int { $d = 1.5; try { return $d; } finally { var_dump($d); } }
var_dump(r());
function r2(): string { try { return 42; } finally { echo "finally\n"; } }
var_dump(r2());
function bat(int $foo, string $bar) { }
try { bat("x"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { bat(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// yield of a by-reference call yields its reference
function &nop(&$v) { return $v; }
function &gen(&$v) { yield nop($v); }
$var = "foo";
foreach (gen($var) as &$r) { $r = "bar"; }
var_dump($var);
var_dump(count(get_extension_funcs("zend")) > 10);
class A { function m() {} }
try { array_map('A::m', [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map(['A', 'm'], [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { A::m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
float(1.5)
int(1)
finally
string(2) "42"
TypeError: bat(): Argument #1 ($foo) must be of type int, string given, called in %s on line 8
ArgumentCountError: Too few arguments to function bat(), 1 passed in %s on line 9 and exactly 2 expected
string(3) "bar"
bool(true)
array_map(): Argument #1 ($callback) must be a valid callback or null, non-static method A::m() cannot be called statically
array_map(): Argument #1 ($callback) must be a valid callback or null, non-static method A::m() cannot be called statically
Non-static method A::m() cannot be called statically
