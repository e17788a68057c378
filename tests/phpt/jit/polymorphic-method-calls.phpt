--TEST--
JIT: a method call on objects of several classes (profiled dispatch, one bound call per class)
--FILE--
<?php
// A method call on objects of several classes (an interface's
// implementations) at one call site, in a hot loop: each class's method
// runs, a class first seen late (after compilation) and one that throws
// give php's results, and so do a null result and a wrong argument type.
interface Shape { public function area(int $k): ?int; }
final class Sq implements Shape {
    public function __construct(public int $s) {}
    public function area(int $k): ?int { return $this->s * $this->s * $k; }
}
final class Rect implements Shape {
    public function __construct(public int $w, public int $h) {}
    public function area(int $k): ?int { return $this->w * $this->h + $k; }
}
class Tri implements Shape {
    public function __construct(public int $b) {}
    public function area(int $k): ?int { return $this->b > 5 ? null : intdiv($this->b * $k, 2); }
}
class SubTri extends Tri {}
final class Boom implements Shape {
    public function area(int $k): ?int { throw new RuntimeException("boom $k"); }
}
final class Late implements Shape {
    public function area(int $k): ?int { return -$k; }
}
final class Holder {
    public function __construct(public Shape $shape) {}
    public function run(int $k): ?int { return $this->shape->area($k); }
}
function total(array $hs, int $rounds): int {
    $t = 0;
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($hs as $h) {
            $a = $h->run($r);
            $t += $a ?? 1000;
        }
    }
    return $t;
}
function direct(array $shapes, int $rounds): string {
    $out = 0;
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($shapes as $s) {
            $out = $out * 31 % 1000003 + ($s->area($r) ?? 7);
        }
    }
    return (string)$out;
}
$hs = [new Holder(new Sq(3)), new Holder(new Rect(2, 5)), new Holder(new Tri(4)), new Holder(new Tri(9))];
echo total($hs, 300), "\n";
$shapes = [new Sq(2), new Rect(3, 4), new Tri(3), new SubTri(8)];
echo direct($shapes, 300), "\n";
// Classes the call sites have not seen before (a fifth, a subclass).
$hs[] = new Holder(new Late());
$hs[] = new Holder(new SubTri(2));
echo total($hs, 300), "\n";
$shapes[] = new Late();
echo direct($shapes, 300), "\n";
// An exception from one case, caught by the caller's caller.
$hs[] = new Holder(new Boom());
try {
    echo total($hs, 10), "\n";
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// A wrong argument type: the callee's check throws.
try {
    $h = new Holder(new Sq(1));
    for ($i = 0; $i < 3; $i++) echo $h->run($i), "\n";
    echo (new Rect(1, 1))->area("x"), "\n";
} catch (TypeError $e) {
    echo "TypeError\n";
}
echo "done\n";
--EXPECT--
841200
529769
841200
534540
RuntimeException: boom 0
0
1
2
TypeError
done
