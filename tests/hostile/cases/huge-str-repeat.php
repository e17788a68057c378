<?php
try {
  var_dump(strlen(str_repeat('ab', PHP_INT_MAX)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
