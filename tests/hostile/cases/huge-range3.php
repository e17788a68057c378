<?php
try {
  var_dump(count(range(PHP_INT_MIN, PHP_INT_MAX, PHP_INT_MAX)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
