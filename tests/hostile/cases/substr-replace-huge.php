<?php
$cases = [[PHP_INT_MAX, null], [0, PHP_INT_MAX], [PHP_INT_MIN, PHP_INT_MIN], [PHP_INT_MAX, PHP_INT_MAX], [-PHP_INT_MAX, PHP_INT_MIN], [PHP_INT_MIN, PHP_INT_MAX], [1, -PHP_INT_MAX]];
foreach ($cases as [$o, $l]) {
  var_dump(substr_replace('abc', 'x', $o, $l));
  var_dump(substr_replace(['abc', 'defg'], ['x'], [$o], [$l]));
}
var_dump(substr('abc', PHP_INT_MAX, PHP_INT_MIN), substr('abc', PHP_INT_MIN, PHP_INT_MAX));
var_dump(substr_count('abcabc', 'a', PHP_INT_MAX - 1) ?? null);
