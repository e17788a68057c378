<?php
try {
  var_dump(strlen(number_format(1.5, PHP_INT_MAX)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
