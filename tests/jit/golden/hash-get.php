<?php
// `$h[$k]` on a hash array: the lookup helper gives the element's address
// (ArrGet; a missing key exits), its kind is guarded (CheckPtrElem) and read.
function sum($h, $keys) { $s = 0; foreach ($keys as $k) { $s += $h[$k]; if (isset($h["x"])) $s++; } return $s; }
echo sum(["a" => 1, "b" => 2], ["a", "b"]), "\n";
