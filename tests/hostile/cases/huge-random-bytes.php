<?php
try {
  var_dump(strlen(random_bytes(PHP_INT_MAX)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
