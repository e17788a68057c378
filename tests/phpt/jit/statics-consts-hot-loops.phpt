--TEST--
JIT: static properties, class constants, isset/empty of properties and array truth in hot loops (cache-entry and kind guards, references, destructors, magic)
--FILE--
<?php
// Static properties, class constants, isset/empty of properties and the
// truth of arrays in hot loops, with the cases that go back to the
// interpreter: a kind change, a reference bound to a static, a value
// released by an overwrite (destructor), __isset, an unset property, an
// uninitialized typed property, a closure's scope, parent::/static::/$obj::
// constants.
class D { public $id; function __construct($id) { $this->id = $id; } function __destruct() { echo "D{$this->id} "; } }
class P {
    const PK = 'pk';
    protected static $shared = 0;
    public static $list = [];
    static function bump() { return ++self::$shared; }
}
class S extends P {
    const K = 2;
    private const HIDDEN = 5;
    public static $n = 0;
    public static float $f = 0.5;
    public static $v = null;
    public static $o = null;
    public $p = 1;
    public ?int $q = null;
    public int $t;
    static function sum($m) {
        $s = 0;
        for ($i = 0; $i < $m; $i++) {
            self::$n = self::$n + self::K;
            $s += self::$n + self::HIDDEN;
            if (isset(self::$v)) $s++;
            if (empty(self::$list)) $s += 2;
            self::$f = $i * 0.5;            // a typed static of the kind it holds
        }
        return [$s, self::$f, parent::PK, static::K];
    }
    static function swap($m) {
        for ($i = 0; $i < $m; $i++) {
            self::$o = new D($i % 3 == 0 ? $i : 'x');
            if ($i == $m - 2) self::$v = "str";     // the kind changes
        }
        self::$o = null;
        return self::$v;
    }
    function props($m) {
        $c = 0;
        for ($i = 0; $i < $m; $i++) {
            if (isset($this->p)) $c++;
            if (empty($this->p)) $c += 10;
            if (isset($this->q)) $c += 100;
            if (empty($this->q)) $c += 1000;
            if (isset($this->t)) $c += 10000;   // uninitialized typed property
            $c += $this::K;
            if ($i == 50) { $this->p = 0; $this->q = 7; }
            if ($i == 100) { $this->p = [1]; }
            if ($i == 150) { $this->p = 0.0; }
        }
        return $c;
    }
}
class M { private $data = ['a' => 1]; public $b = 2;
    function __isset($n) { echo "__isset($n) "; return isset($this->data[$n]); }
    function probe($m) { $c = 0; for ($i = 0; $i < $m; $i++) { if (isset($this->b)) $c++; if ($i == 5) unset($this->b); } return $c; } }
function outside($m) {
    $c = 0;
    for ($i = 0; $i < $m; $i++) { $c += S::$n > 0 ? 1 : 0; $c += isset(S::$v) ? 2 : 0; $c += S::K; $c += count(P::$list); }
    return $c;
}
function truth($m, $a) { $c = 0; for ($i = 0; $i < $m; $i++) { if ($a) $c++; $x = $a ?: [0]; $c += count($x); if ($i == 10) $a = []; } return $c; }
for ($r = 0; $r < 3; $r++) {
    var_dump(S::sum(200));
    echo S::swap(7), "\n";
    var_dump((new S)->props(200));
    var_dump(outside(200));
    var_dump(truth(200, [1, 2]), truth(200, []));
    $m = new M; var_dump($m->probe(10));
    echo "\n";
    P::$list[] = $r;
}
$ref = &S::$n;                   // a reference bound to the static
var_dump(S::sum(100)[0]);
$ref = 1;
var_dump(S::$n, P::bump(), P::bump());
try { (function () { for ($i = 0; $i < 200; $i++) $x = S::$o; })(); echo "ok\n"; } catch (Error $e) { echo get_class($e), "\n"; }
--EXPECT--
array(4) {
  [0]=>
  int(41600)
  [1]=>
  float(99.5)
  [2]=>
  string(2) "pk"
  [3]=>
  int(2)
}
D0 Dx Dx D3 Dx Dx D6 str
int(67490)
int(1000)
int(222)
int(200)
__isset(b) __isset(b) __isset(b) __isset(b) int(6)

array(4) {
  [0]=>
  int(121400)
  [1]=>
  float(99.5)
  [2]=>
  string(2) "pk"
  [3]=>
  int(2)
}
D0 Dx Dx D3 Dx Dx D6 str
int(67490)
int(1200)
int(222)
int(200)
__isset(b) __isset(b) __isset(b) __isset(b) int(6)

array(4) {
  [0]=>
  int(201400)
  [1]=>
  float(99.5)
  [2]=>
  string(2) "pk"
  [3]=>
  int(2)
}
D0 Dx Dx D3 Dx Dx D6 str
int(67490)
int(1400)
int(222)
int(200)
__isset(b) __isset(b) __isset(b) __isset(b) int(6)

int(130700)
int(1)
int(1)
int(2)
ok
