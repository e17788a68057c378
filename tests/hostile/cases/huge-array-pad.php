<?php
try {
  var_dump(count(array_pad([], PHP_INT_MAX, 0)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
