<?php
// Objects: a class-typed parameter guarded by class (CheckObjCls), `=== null`
// on a property as a type-byte test (LdPropType + IsNullType), and a return
// that drops the frame's refcounted local without releasing it
// (DecRefSlotNZ, CheckSlotLive; the undo block re-takes the references and
// leaves for the interpreter's RetC).
final class Node { public ?Node $left = null; }
function leaf(Node $n): int {
    if ($n->left === null) {
        return 1;
    }
    return 2;
}
echo leaf(new Node()), "\n";
