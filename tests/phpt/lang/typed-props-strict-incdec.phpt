--TEST--
typed properties under strict_types: static stores, and ++/-- of a typed int past its limits (instance properties too)
--INI--
error_reporting=-1
--FILE--
<?php
declare(strict_types=1);
class C { public int $i = PHP_INT_MAX; public int|float $h = PHP_INT_MAX; public static int $s = 0; public static float $f = 0.0; public ?int $n = PHP_INT_MIN; }
function show(Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$o = new C;
try { $o->i++; } catch (Error $e) { show($e); }
try { ++$o->i; } catch (Error $e) { show($e); }
try { $o->n--; } catch (Error $e) { show($e); }
var_dump($o->i, $o->n);
$o->h++; var_dump($o->h);
C::$f = 1; var_dump(C::$f);
try { C::$s = "1"; } catch (TypeError $e) { show($e); }
try { C::$s = 1.0; } catch (TypeError $e) { show($e); }
try { C::$f .= "x"; } catch (TypeError $e) { show($e); }
var_dump(C::$s, C::$f);
--EXPECT--
TypeError: Cannot increment property C::$i of type int past its maximal value
TypeError: Cannot increment property C::$i of type int past its maximal value
TypeError: Cannot decrement property C::$n of type ?int past its minimal value
int(9223372036854775807)
int(-9223372036854775808)
float(9.223372036854776E+18)
float(1)
TypeError: Cannot assign string to property C::$s of type int
TypeError: Cannot assign float to property C::$s of type int
TypeError: Cannot assign string to property C::$f of type float
int(0)
float(1)
