<?php
// `$h[$k] = v` on a hash array (string and int keys): ArrSetLoc, the helper
// doing the interpreter's SetM (copy-on-write, insert or update).
function fill($h, $n) {
  for ($i = 0; $i < $n; $i++) {
    $h["k" . ($i % 3)] = $i;
    $h[$i * 7] = $i;
  }
  return $h;
}
echo json_encode(fill(["a" => 0], 4)), "\n";
