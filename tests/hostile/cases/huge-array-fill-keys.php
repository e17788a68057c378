<?php
try {
  var_dump(count(array_fill(PHP_INT_MAX, 2, 0)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
