--TEST--
class-typed parameters and returns seen with many subclasses, then objects that do not fit
--FILE--
<?php
// A class-typed parameter and return seen with many subclasses (more than
// the inline cache's three ways), then with objects that do not fit.
interface Shape {}
abstract class Node {}
class N0 extends Node implements Shape {} class N1 extends Node {} class N2 extends Node implements Shape {}
class N3 extends N1 {} class N4 extends N3 {} class N5 extends Node {} class N6 extends N5 implements Shape {}
class N7 extends Node {} class Other {} class OtherShape implements Shape {}
function visit(Node $n): Node { return $n; }
function area(Shape $s): string { return get_class($s); }
function maybe(?Node $n): ?Node { return $n; }
$all = [new N0, new N1, new N2, new N3, new N4, new N5, new N6, new N7];
$count = 0;
for ($round = 0; $round < 50; $round++) {
  foreach ($all as $o) {
    if (visit($o) === $o) $count++;
    if ($o instanceof Shape) area($o);
    maybe($round % 2 ? $o : null);
  }
}
echo $count, "\n";
foreach ([new Other, new OtherShape, 'str', null] as $bad) {
  try { visit($bad); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
echo area(new OtherShape), "\n";
try { area(new N1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// A class declared after the sites have seen others.
class Late extends N7 implements Shape {}
echo get_class(visit(new Late)), " ", area(new Late), "\n";
--EXPECTF--
400
visit(): Argument #1 ($n) must be of type Node, Other given, called in %s on line 23
visit(): Argument #1 ($n) must be of type Node, OtherShape given, called in %s on line 23
visit(): Argument #1 ($n) must be of type Node, string given, called in %s on line 23
visit(): Argument #1 ($n) must be of type Node, null given, called in %s on line 23
OtherShape
area(): Argument #1 ($s) must be of type Shape, N1 given, called in %s on line 26
Late Late
