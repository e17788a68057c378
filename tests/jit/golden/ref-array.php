<?php
// `$r[k]` read and written through a by-reference parameter: the array is
// the reference's value (LdRefAddr, CheckPtrElem<Arr>, LdPtrElem), then the
// packed-array ops or, on a hash, ArrGet and ArrSetRef (ArrSetLoc's helper
// given the reference's value).
function swapEnds(&$a, $n) {
  $t = $a[0];
  $a[0] = $a[$n - 1];
  $a[$n - 1] = $t;
}
function bump(&$h, $k) {
  $h[$k] = $h[$k] + 1;
}
$p = [1, 2, 3];
swapEnds($p, 3);
$h = [5 => 10, 7 => 20];
bump($h, 7);
echo json_encode($p), " ", json_encode($h), "\n";
