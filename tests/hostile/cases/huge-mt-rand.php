<?php
try {
  var_dump(mt_rand(PHP_INT_MIN, PHP_INT_MAX) !== null);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
