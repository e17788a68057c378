<?php
// Refcounted values: an Obj element read takes a reference (IncRef), the
// store over the local gives back the old value's (its kind is open at
// the loop head: DecRefTV tests the type byte); a release runs in cold
// code through the helper, the stack synced first.
class Node { public function __construct(public int $v) {} }
function last(array $nodes, int $n) {
    $cur = null;
    for ($i = 0; $i < $n; $i++) {
        $cur = $nodes[$i];
    }
    return $cur;
}
echo last([new Node(1), new Node(2), new Node(3)], 3)->v, "\n";
