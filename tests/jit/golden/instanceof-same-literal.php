<?php
// `instanceof` a declared class (InstanceOfTV through a helper on the
// value's stack slot, the value released after); \is_string() of a local
// (IsTypeL: decided by its kind); === of a builtin's int|false (SameStk
// through a helper, both values released after); a literal array (a
// constant: a static array).
namespace G;
class A {}
function f($x, $s) {
  $n = \strlen($s);
  $k = $x instanceof A;
  $t = \is_string($x);
  $p = \strpos($s, 'b') === false;
  $a = [1, 2];
  return $n + $k + $t + $p + \count($a);
}
echo f(new A, "abc"), " ", f("q", "xyz"), "\n";
