--TEST--
An element of a temporary as an argument the callee may take by reference
--FILE--
<?php
// An element of a temporary passed where the callee may want a reference:
// compiled either way, an Error only when the callee takes it by reference.
class A { const X = [[3, 1], [2]]; }
function byVal($x) { return count($x); }
function byRef(&$x) { return count($x); }
echo byVal(A::X[0]), "\n";
echo byVal([[5, 6]][0]), "\n";
$f = 'byVal';
echo $f(A::X[1]), "\n";
$f = 'byRef';
try {
    echo $f(A::X[0]), "\n";
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$d = new DateTime('2020-01-01');
echo $d->modify(['+1 day', '+2 days'][1])->format('Y-m-d'), "\n";
--EXPECT--
2
2
1
Error: Cannot use temporary expression in write context
2020-01-03
