<?php
// `$h[$k] += v` on a hash array the local owns alone: ArrGet finds the
// element, CheckPtrElem checks its kind, StPtrElem writes the sum in place
// (CheckArrOneRef first: a shared array exits for copy-on-write).
function addAll($h, $src) {
  foreach ($src as $k => $v) $h[$k] += $v;
  return $h;
}
echo json_encode(addAll(["a" => 1, "b" => 2], ["a" => 10, "b" => 20, "a" => 5])), "\n";
echo json_encode(addAll(["a" => 1, "b" => 2], ["b" => 1])), "\n";
