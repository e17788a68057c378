<?php
// A builtin called by name from a namespace (FPushFuncD of a builtin, its
// FCall: CallBuiltinAr on the arguments above the ActRec); `instanceof` a
// declared class (InstanceOfTV through a helper, the value released after);
// \is_string() of a local (IsTypeL: decided by its kind); === of a builtin's
// int|false (SameStk through a helper); a literal array (a constant).
namespace G;
class A {}
function f($x, $s) {
  $n = strlen($s);
  $k = $x instanceof A;
  $t = \is_string($x);
  $p = strpos($s, 'b') === false;
  $a = [1, 2];
  return $n + $k + $t + $p + \count($a);
}
echo f(new A, "abc"), " ", f("q", "xyz"), "\n";
