--TEST--
typed static properties: assignments, compound assignments, ++/-- and element writes check and coerce as php's typed properties
--INI--
error_reporting=-1
--FILE--
<?php
class A {
    public static float $f = 0.0;
    public static ?float $g = null;
    public static int|float $h = 0;
    public static int $i = 0;
    public static string $s = '';
    public static ?int $n = null;
    public static int $max = PHP_INT_MAX;
    public static int $min = PHP_INT_MIN;
    public static int $u;
    public static ?A $inst = null;
    public static array $arr = [];
    public static $plain;
    static function t() {
        self::$f = 1; var_dump(self::$f);
        static::$g = 2; var_dump(self::$g);
        self::$f += 1; var_dump(self::$f);
        self::$h = "3"; var_dump(self::$h);
        self::$h = "3.5"; var_dump(self::$h);
        self::$s = 5; var_dump(self::$s);
        self::$s .= 6; var_dump(self::$s);
        self::$i = "12"; var_dump(self::$i);
        self::$i = true; var_dump(self::$i);
        self::$arr[] = 1; var_dump(self::$arr);
        self::$plain = "x"; var_dump(self::$plain);
    }
}
class B extends A {}
function show(Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
A::t();
try { A::$i = "abc"; } catch (TypeError $e) { show($e); }
var_dump(A::$i);
try { A::$i = []; } catch (TypeError $e) { show($e); }
try { A::$i = 1.5; } catch (TypeError $e) { show($e); }
var_dump(A::$i);
try { A::$max++; } catch (Error $e) { show($e); }
try { ++A::$max; } catch (Error $e) { show($e); }
try { A::$min--; } catch (Error $e) { show($e); }
var_dump(A::$max, A::$min);
try { A::$max += 1; } catch (Error $e) { show($e); }
A::$h = PHP_INT_MAX; A::$h++; var_dump(A::$h);
try { A::$n[] = 1; } catch (Error $e) { show($e); }
try { echo A::$u; } catch (Error $e) { show($e); }
try { A::$u++; } catch (Error $e) { show($e); }
try { A::$u .= "1"; } catch (Error $e) { show($e); }
A::$u = 3; var_dump(A::$u);
try { A::$inst = new stdClass; } catch (Error $e) { show($e); }
A::$inst = new B; var_dump(get_class(A::$inst));
B::$f = 7; var_dump(A::$f);
$n = 'f'; A::$$n = 8; var_dump(A::$f);
$c = 'B'; $c::$f = 9; var_dump(A::$f);
try { $c::$i = "x"; } catch (TypeError $e) { show($e); }
[A::$f, A::$s] = [10, 11]; var_dump(A::$f, A::$s);
A::$i = 5; A::$i *= 2; var_dump(A::$i);
try { A::$i /= 4; } catch (TypeError $e) { show($e); }
var_dump(A::$i);
for ($k = 0; $k < 3; $k++) { A::$f = $k; } var_dump(A::$f);
$x = (A::$f = 4); var_dump($x);
var_dump(isset(A::$u), isset(A::$n));
--EXPECTF--
float(1)
float(2)
float(2)
int(3)
float(3.5)
string(1) "5"
string(2) "56"
int(12)
int(1)
array(1) {
  [0]=>
  int(1)
}
string(1) "x"
TypeError: Cannot assign string to property A::$i of type int
int(1)
TypeError: Cannot assign array to property A::$i of type int

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line %d
int(1)
TypeError: Cannot increment property A::$max of type int past its maximal value
TypeError: Cannot increment property A::$max of type int past its maximal value
TypeError: Cannot decrement property A::$min of type int past its minimal value
int(9223372036854775807)
int(-9223372036854775808)
TypeError: Cannot assign float to property A::$max of type int
float(9.223372036854776E+18)
TypeError: Cannot auto-initialize an array inside property A::$n of type ?int
Error: Typed static property A::$u must not be accessed before initialization
Error: Typed static property A::$u must not be accessed before initialization
Error: Typed static property A::$u must not be accessed before initialization
int(3)
TypeError: Cannot assign stdClass to property A::$inst of type ?A
string(1) "B"
float(7)
float(8)
float(9)
TypeError: Cannot assign string to property A::$i of type int
float(10)
string(2) "11"
int(10)

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line %d
int(2)
float(2)
float(4)
bool(true)
bool(false)
