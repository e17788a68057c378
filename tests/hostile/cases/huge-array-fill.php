<?php
try {
  var_dump(count(array_fill(0, PHP_INT_MAX, 1)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
