--TEST--
SplFixedArray: isset/empty through an overriding offsetExists alone, never offsetGet; [] refused; nested unset notices
--FILE--
<?php
$a = new SplFixedArray(2);
try { $a[] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $b = &$a[]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a[][1] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a[0][1] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a["x"][1] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a[1] = 0;
var_dump(isset($a[0]), isset($a[1]), empty($a[0]), empty($a[1]), isset($a[5]), empty($a[5]));
class G extends SplFixedArray { function offsetGet($i): mixed { echo "G::offsetGet\n"; return parent::offsetGet($i); } }
$g = new G(3); $g[1] = 5;
var_dump(isset($g[1]), empty($g[1]), empty($g[0]), $g[1] ?? 'd', $g[0] ?? 'd');
class E extends SplFixedArray { function offsetExists($i): bool { echo "E::offsetExists\n"; return $i == 1; } }
$e = new E(3); 
var_dump(isset($e[1]), empty($e[1]), empty($e[0]), $e[1] ?? 'd', $e[0] ?? 'd');
try { var_dump(isset($a["x"])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(empty($a[[]])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = new SplFixedArray(3); $f[1] = [1,2]; $f[2] = 5;
unset($f[0][1]); unset($f[1][0]); unset($f[2][0]);
var_dump($f[1]);
--EXPECTF--
Error: [] operator not supported for SplFixedArray
Error: [] operator not supported for SplFixedArray
Error: [] operator not supported for SplFixedArray

Notice: Indirect modification of overloaded element of SplFixedArray has no effect in %s on line 6
TypeError: Illegal offset type
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
G::offsetGet
bool(true)
bool(false)
bool(true)
int(5)
string(1) "d"
E::offsetExists
E::offsetExists
E::offsetExists
E::offsetExists
E::offsetExists
bool(true)
bool(false)
bool(true)
string(1) "d"
string(1) "d"
TypeError: Illegal offset type
TypeError: Illegal offset type

Notice: Indirect modification of overloaded element of SplFixedArray has no effect in %s on line 19

Notice: Indirect modification of overloaded element of SplFixedArray has no effect in %s on line 19

Notice: Indirect modification of overloaded element of SplFixedArray has no effect in %s on line 19

Fatal error: Uncaught Error: Cannot unset offset in a non-array variable in %s:19
Stack trace:
#0 {main}
  thrown in %s on line 19
