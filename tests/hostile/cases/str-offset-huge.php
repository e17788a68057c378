<?php
foreach ([PHP_INT_MAX, PHP_INT_MAX - 1, 1 << 40, 1 << 32, 1 << 31, -PHP_INT_MAX, PHP_INT_MIN] as $off) {
  $s = "abc";
  try { $s[$off] = 'x'; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
  echo strlen($s), "\n";
  try { var_dump(isset($s[$off]), $s[$off] ?? 'unset'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
