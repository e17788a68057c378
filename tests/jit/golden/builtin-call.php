<?php
// FCallBuiltin of any builtin: CallBuiltin (the arguments in memory, the
// helper runs it as the interpreter would), the result guarded to its
// declared kind (str_repeat: string) or, for a union (strpos: int|false),
// stored into the local as it is (StLocTV) and tested against false.
function f($s, $n) {
  $t = 0;
  for ($i = 0; $i < $n; $i++) {
    $t += strlen(str_repeat("ab", $i % 3));
    $p = strpos($s, "c");
    if ($p !== false) $t += $p;
  }
  return $t;
}
echo f("abcabc", 5), " ", f("ab", 3), "\n";
