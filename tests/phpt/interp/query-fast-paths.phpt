--TEST--
isset/empty on static and declared properties, int % int through the fused arithmetic ops
--FILE--
<?php
class Foo {
    public static $a = 0;
    public static $s = "0";
    public static $n = null;
    protected static $p = 5;
    public static ?int $t;
    public $b = 0;
    public $c = "x";
    public $d = [];
    public int $u;
    static function probe() {
        for ($i = 0; $i < 3; $i++) {
            var_dump(isset(self::$a), empty(self::$a), isset(self::$n), empty(self::$s), isset(self::$p), empty(self::$p));
            var_dump(isset(self::$t), empty(self::$t));
            self::$a = $i;
        }
    }
    function probeProps() {
        for ($i = 0; $i < 2; $i++) {
            var_dump(empty($this->b), empty($this->c), empty($this->d), isset($this->u), empty($this->u));
            $this->b = $i + 1; $this->d[] = $i;
        }
    }
}
Foo::probe();
for ($i = 0; $i < 2; $i++) {
    var_dump(isset(Foo::$a), empty(Foo::$a), isset(Foo::$p), empty(Foo::$p));
}
(new Foo)->probeProps();
$vals = [7, -7, PHP_INT_MIN, PHP_INT_MAX, 0];
foreach ($vals as $x) {
    $r = $x % 3; $s = $x % -3; $t = $x % 1; $u = $x % -1;
    echo "$r $s $t $u\n";
    foreach ($vals as $y) {
        try { echo $x % $y, "\n"; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
    }
}
$f = 7.9; echo $f % 2, "\n";
$g = "17"; echo $g % 5, "\n";
--EXPECTF--
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
1 1 0 0
0
0
7
7
Modulo by zero
-1 -1 0 0
0
0
-7
-7
Modulo by zero
-2 -2 0 0
-1
-1
0
-1
Modulo by zero
1 1 0 0
0
0
9223372036854775807
0
Modulo by zero
0 0 0 0
0
0
0
0
Modulo by zero

Deprecated: Implicit conversion from float 7.9 to int loses precision in %s on line 39
1
2
