--TEST--
JIT: declared property reads, assignments, compound assignments and ++/-- in hot loops (class and kind guards, typed, readonly, magic, references)
--FILE--
<?php
// Declared properties in hot loops: reads, assignments and compound
// assignments compiled with a class guard and a kind guard on the slot,
// and the cases that must go back to the interpreter.
class P { public $x = 1; public $y = 2.5; public $s = "str"; }
class Q { public $y = 0.5; public $x = 10; }          // same names, other slots
class R extends P { public $z = 3; }
final class T { public function __construct(public float $f = 0.0, public int $i = 0, public ?P $p = null) {} }

function sum_x(array $objs, int $n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $o = $objs[$i % count($objs)];
        $s = $s + $o->x;                 // Int slot; Q's x at another offset
        $o->y += 1.25;                   // Dbl compound assign
        $o->x = $o->x + 1;               // assign
    }
    return $s;
}

$p = new P; $q = new Q; $r = new R;
echo sum_x([$p, $p, $p], 30), "\n";
echo sum_x([$p, $q, $r], 30), "\n";       // class changes every iteration
var_dump($p, $q, $r);

// Overflow of an Int property: the interpreter makes the float.
function bump(P $o, int $n) {
    for ($i = 0; $i < $n; $i++) {
        $o->x += PHP_INT_MAX;
    }
    return $o->x;
}
var_dump(bump(new P, 5));

// A slot of another kind mid-loop: the kind guard fails.
function kinds(array $objs) {
    $out = [];
    foreach ($objs as $o) {
        for ($i = 0; $i < 3; $i++) {
            $o->y *= 2;
            $out[] = $o->y;
        }
    }
    return $out;
}
$a = new P; $b = new P; $b->y = 3; $c = new P; $c->y = "4"; $d = new P; $d->y = null;
echo json_encode(kinds([$a, $b, $c, $a])), "\n";
try { kinds([$d]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// Typed properties: float takes an int (converted), int does not take a
// float with a fractional part, TypeError for a string.
function typed(T $t, array $vals) {
    foreach ($vals as $v) {
        try {
            for ($i = 0; $i < 2; $i++) {
                $t->f = $v;
                $t->i += 1;
                $t->f += $v;
            }
        } catch (TypeError $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
        var_dump($t->f, $t->i);
    }
}
typed(new T, [1.5, 2, "3", "abc", true]);
function typed_int(T $t) {
    for ($i = 0; $i < 4; $i++) {
        try {
            $t->i += 0.5;
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
        $t->i += 2;
    }
    var_dump($t->i);
}
typed_int(new T);

// Uninitialized typed property: Error on read.
class U { public int $n; public float $g; }
function uninit(U $u) {
    for ($i = 0; $i < 3; $i++) {
        try {
            echo $u->n, "\n";
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
            $u->n = $i;
        }
        try {
            $u->g += 1.0;
        } catch (Error $e) {
            echo $e->getMessage(), "\n";
            $u->g = 0.5;
        }
    }
}
uninit(new U);

// Readonly: a second write is an Error.
class RO { public function __construct(public readonly int $v) {} }
function ro(RO $o) {
    for ($i = 0; $i < 3; $i++) {
        try { echo $o->v, "\n"; $o->v = $i; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    }
}
ro(new RO(7));

// Magic: an unset declared property goes to __get/__set.
class M {
    public $a = 1;
    public function __get($n) { echo "__get($n)\n"; return 100; }
    public function __set($n, $v) { echo "__set($n, $v)\n"; }
}
function magic(M $m) {
    $s = 0;
    for ($i = 0; $i < 4; $i++) {
        $s += $m->a;
        $m->a = $i;
        if ($i == 1) unset($m->a);
    }
    return $s;
}
echo magic(new M), "\n";

// References to properties: the slot holds a reference.
function refs(P $o) {
    $s = 0;
    for ($i = 0; $i < 4; $i++) {
        if ($i == 2) $r = &$o->x;
        $s += $o->x;
        $o->x += 1;
        $o->y = $i;
        if ($i == 2) $r = 50;
    }
    return [$s, $o->x, $r];
}
var_dump(refs(new P));

// Private and protected properties from the class's own methods, and a
// subclass's private of the same name.
class V {
    private $p = 1; protected $q = 2.0;
    public function run($n) { $s = 0; for ($i = 0; $i < $n; $i++) { $this->p += 1; $o = $this; $s += $o->p + $o->q; } return $s; }
    public static function peek(V $v, $n) { $s = 0; for ($i = 0; $i < $n; $i++) { $s += $v->p; } return $s; }
}
class W extends V { private $p = 100; }
echo (new V)->run(5), " ", (new W)->run(5), " ", V::peek(new W, 3), "\n";
function outside(V $v) { try { return $v->p; } catch (Error $e) { return $e->getMessage(); } }
echo outside(new V), "\n";

// Objects and strings read from properties are counted.
function objs(T $t, int $n) {
    $last = null;
    for ($i = 0; $i < $n; $i++) {
        $p = $t->p;
        $last = $p->s;
    }
    return [$last, $p];
}
var_dump(objs(new T(1.0, 1, new P), 5));

// ++ and -- on properties: Int (overflow: float, or an Error for an int
// property), Dbl, and other kinds the interpreter's.
function incdec(array $objs, int $n) {
    $out = [];
    foreach ($objs as $o) {
        for ($i = 0; $i < $n; $i++) {
            try {
                $a = $o->x++;
                $b = --$o->y;
                $out[] = [$a, $b];
            } catch (Error $e) {
                $out[] = get_class($e) . ": " . $e->getMessage();
            }
        }
    }
    return $out;
}
$big = new P; $big->x = PHP_INT_MAX - 1;
$nul = new P; $nul->x = null; $nul->y = "5";
class TI { public int $x = 5; public float $y = 1.5; }
var_dump(incdec([new P, $big, $nul, new TI], 3));
--EXPECTF--
465
555
object(P)#1 (3) {
  ["x"]=>
  int(41)
  ["y"]=>
  float(52.5)
  ["s"]=>
  string(3) "str"
}
object(Q)#2 (2) {
  ["y"]=>
  float(13)
  ["x"]=>
  int(20)
}
object(R)#3 (4) {
  ["x"]=>
  int(11)
  ["y"]=>
  float(15)
  ["s"]=>
  string(3) "str"
  ["z"]=>
  int(3)
}
float(4.611686018427388E+19)
[5,10,20,6,12,24,8,16,32,40,80,160]
float(3)
int(2)
float(4)
int(4)
float(6)
int(6)
TypeError: Cannot assign string to property T::$f of type float
float(6)
int(6)
float(2)
int(8)

Deprecated: Implicit conversion from float 0.5 to int loses precision in %s on line 70

Deprecated: Implicit conversion from float 2.5 to int loses precision in %s on line 70

Deprecated: Implicit conversion from float 4.5 to int loses precision in %s on line 70

Deprecated: Implicit conversion from float 6.5 to int loses precision in %s on line 70
int(8)
Typed property U::$n must not be accessed before initialization
Typed property U::$g must not be accessed before initialization
0
0
7
Cannot modify readonly property RO::$v
7
Cannot modify readonly property RO::$v
7
Cannot modify readonly property RO::$v
__get(a)
__set(a, 2)
__get(a)
__set(a, 3)
201
array(3) {
  [0]=>
  int(56)
  [1]=>
  int(51)
  [2]=>
  int(51)
}
30 30 3
Cannot access private property V::$p
array(2) {
  [0]=>
  string(3) "str"
  [1]=>
  object(P)#9 (3) {
    ["x"]=>
    int(1)
    ["y"]=>
    float(2.5)
    ["s"]=>
    string(3) "str"
  }
}
array(12) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    float(1.5)
  }
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    float(0.5)
  }
  [2]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    float(-0.5)
  }
  [3]=>
  array(2) {
    [0]=>
    int(9223372036854775806)
    [1]=>
    float(1.5)
  }
  [4]=>
  array(2) {
    [0]=>
    int(9223372036854775807)
    [1]=>
    float(0.5)
  }
  [5]=>
  array(2) {
    [0]=>
    float(9.223372036854776E+18)
    [1]=>
    float(-0.5)
  }
  [6]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(4)
  }
  [7]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(3)
  }
  [8]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    int(2)
  }
  [9]=>
  array(2) {
    [0]=>
    int(5)
    [1]=>
    float(0.5)
  }
  [10]=>
  array(2) {
    [0]=>
    int(6)
    [1]=>
    float(-0.5)
  }
  [11]=>
  array(2) {
    [0]=>
    int(7)
    [1]=>
    float(-1.5)
  }
}
