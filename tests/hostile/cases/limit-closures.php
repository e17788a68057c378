<?php
// ini: memory_limit=32M
// Unbounded growth of closures (each capturing the previous): php's fatal.
$f = function () { return 0; };
$all = [];
for ($i = 0; ; $i++) {
  $g = $f;
  $f = function () use ($g, $i) { return $g() + $i; };
  $all[] = $f;
}
