<?php
foreach ([[PHP_INT_MAX, null], [0, PHP_INT_MAX], [PHP_INT_MIN, null], [1, PHP_INT_MIN]] as [$o, $l]) {
  try { var_dump(substr_count('abcabc', 'a', $o, $l)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (['strpos', 'stripos', 'strrpos', 'strripos', 'mb_strpos', 'mb_strrpos'] as $f) {
  foreach ([PHP_INT_MAX, PHP_INT_MIN] as $o) {
    try { var_dump($f('abcabc', 'a', $o)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  }
}
foreach ([PHP_INT_MAX, PHP_INT_MIN] as $o) {
  var_dump(array_slice([1,2,3], $o, $o), array_splice($a, 0));
  try { var_dump(str_split('abc', PHP_INT_MAX), wordwrap('abc def', PHP_INT_MAX), chunk_split('abc', PHP_INT_MAX)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
