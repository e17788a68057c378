<?php
// `$a[$k] = v` on a packed array with a local key past its size when the
// region is made (a loop's stale key): the packed store with its guards
// (CheckPackedIdx exits for a key past the end), not ArrSetLoc's helper,
// which only a key at the size (filling the array) takes.
function clear($flags, $k, $step) {
  for (; $k < 8; $k += $step) $flags[$k] = 0;
  return $flags;
}
$f = [1, 1, 1, 1, 1, 1, 1, 1];
echo json_encode(clear($f, 10, 2)), "\n";
echo json_encode(clear($f, 1, 3)), "\n";
echo json_encode(clear($f, 6, 3)), "\n";
