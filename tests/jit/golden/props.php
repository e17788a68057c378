<?php
// Declared properties with a literal name: the class of the object the
// parameter holds at translation time is guarded once per block
// (CheckObjCls), each slot's kind where it is read (CheckProp), then loads
// and stores at the slot's fixed offset. Every guard exits at the BaseL.
final class Body { public function __construct(public float $x, public float $vx, public int $n = 0) {} }
function step(Body $b, float $dt, int $steps) {
    for ($i = 0; $i < $steps; $i++) {
        $b->x += $dt * $b->vx;
        $b->n = $i;
    }
    return $b->x;
}
echo step(new Body(1.0, 0.5), 0.25, 4), "\n";
