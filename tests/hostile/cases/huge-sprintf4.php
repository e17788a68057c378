<?php
try {
  var_dump(strlen(sprintf('%1$2147483648s', 1)));
} catch (Throwable $e) {
  echo get_class($e), ": ", $e->getMessage(), "\n";
}
