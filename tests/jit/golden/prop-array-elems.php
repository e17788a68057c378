<?php
// `$this->a[$k]` and `$this->a[$k] = v` on a declared array property: the
// property is reached with its class and kind guards (CheckObjCls,
// CheckProp<Arr>), the element as a local array's (CheckPackedArr, a store
// also CheckArrOneRef: the property owns the array alone, CheckPackedIdx,
// CheckPackedElem), with an int key from a local or the stack.
final class Box {
    public array $a = [0, 0, 0, 0];
    function put($k, $v) { $this->a[$k] = $v; $this->a[$k % 2] = $this->a[$k] + 1; return $this->a[0]; }
}
$b = new Box;
echo $b->put(3, 5), " ", $b->put(2, 7), "\n";
