--TEST--
reads of a whole member base into a local ($x = self::$a, $x = $GLOBALS['g']): references, destructors, missing globals
--FILE--
<?php
// Reads of a whole member base (no key) into a local: `$x = self::$a`, `$x = $GLOBALS['g']`.
class D { public $id; function __construct($id) { $this->id = $id; } function __destruct() { echo "destruct {$this->id}\n"; } }
class S {
    public static $a = 1;
    public static ?int $t = null;
    public static $o;
    static function run() {
        for ($i = 0; $i < 3; $i++) { $x = self::$a; self::$a = $x + $i; }
        var_dump($x, self::$a);
        $y = 5;
        $r = &$y;
        $r = self::$a;           // through a reference
        var_dump($y);
        $t = self::$t;
        var_dump($t);
        self::$o = new D(1);
        $keep = new D(0);
        $keep = self::$o;        // the old value destructs at the store
        self::$o = null;
        echo "still held\n";
        $keep = static::$a;      // now the object goes
        var_dump($keep, isset(self::$a), empty(self::$a), isset(self::$o));
    }
}
S::run();
$g = [1, 2];
$h = "str";
function f() {
    $v = $GLOBALS['g'];
    $w = $GLOBALS['h'];
    $u = $_SERVER['argc'] ?? 0;
    var_dump($v, $w, $u > 0);
    $m = $GLOBALS['missing'] ?? 'dflt';
    var_dump($m);
    $n = $GLOBALS['missing'];
    var_dump($n);
}
f();
--EXPECTF--
int(2)
int(4)
int(4)
NULL
destruct 0
still held
destruct 1
int(4)
bool(true)
bool(false)
bool(false)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(3) "str"
bool(true)
string(4) "dflt"

Warning: Undefined global variable $missing in %s on line 36
NULL
