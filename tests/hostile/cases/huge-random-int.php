<?php
try {
  var_dump(random_int(PHP_INT_MIN, PHP_INT_MAX) !== null);
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
