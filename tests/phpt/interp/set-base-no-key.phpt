--TEST--
stores to a whole member base (static properties, $GLOBALS, $$name): typed, references, destructors
--FILE--
<?php
// Writes to a whole base (no key): static properties, $GLOBALS[...], $$name.
class D { public $n; function __construct($n) { $this->n = $n; } function __destruct() { echo "destruct {$this->n}\n"; } }
class S {
    public static $a = 0;
    public static int $t = 0;
    public static ?D $d = null;
    public static $r;
    static function run() {
        for ($i = 0; $i < 3; $i++) { self::$a = $i * 2; static::$a = self::$a + 1; }
        var_dump(self::$a);
        self::$t = "7";          // coerced by the typed property
        var_dump(self::$t);
        try { self::$t = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
        var_dump(self::$t);
        self::$d = new D(1);
        self::$d = new D(2);     // the old one destructs at the store
        echo "after\n";
        $x = 5;
        self::$r = &$x;          // a reference: later stores go through it
        self::$r = 6;
        var_dump($x);
        $v = (self::$a = [1, 2]);
        var_dump($v, self::$a);
        self::$a = "str" . $i;
        var_dump(self::$a);
    }
}
S::run();
S::$a = 10;
var_dump(S::$a);
function g() {
    for ($i = 0; $i < 3; $i++) { $GLOBALS['gv'] = $i; }
    $name = 'dyn';
    $$name = 42;
    var_dump($dyn);
    $GLOBALS['gd'] = new D(3);
    $GLOBALS['gd'] = null;
    echo "cleared\n";
}
g();
var_dump($gv);
$o = new D(4);
S::$a = $o;
unset($o);
S::$a = 1;
echo "done\n";
--EXPECT--
int(5)
int(7)
Cannot assign string to property S::$t of type int
int(7)
destruct 1
after
int(6)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(4) "str3"
int(10)
int(42)
destruct 3
cleared
int(2)
destruct 4
done
destruct 2
